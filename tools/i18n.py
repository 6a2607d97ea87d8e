"""Translation catalogs: extract messages from the code, merge them into each language, compile.

    python tools/i18n.py extract update compile   # after changing or adding strings
    python tools/i18n.py status                   # what is still untranslated, per language
    python tools/i18n.py check                    # fails (exit 1) when anything is missing or stale

``extract`` reads every ``_("...")``, ``N_("...")``, ``ngettext("...", "...", n)``,
``N_plural("...", "...")`` and ``pgettext("context", "...")`` call with literal strings under
``game/`` (with ``ast``, so nothing runs) into ``assets/locale/double_six.pot``. A context
(``msgctxt``) makes one English word with two meanings two messages: "Hand" the round and
"Hand" the tiles held are translated apart.
``update`` merges the template into each language's ``.po``: translations are kept, new messages
arrive empty, messages gone from the code are kept as obsolete (``#~``) so their translation comes
back if the message does, and a changed message gets its closest old translation marked fuzzy.
English is the source language: its catalog is filled with the messages themselves.
``compile`` writes the ``.mo`` files the game loads; untranslated and fuzzy messages are left out,
so the game shows English for them. The writer is deterministic, which is what lets ``check``
compare a committed ``.mo`` with what ``compile`` would write now.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import struct
import sys
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from string import Formatter

ROOT = Path(__file__).resolve().parent.parent
SOURCE_DIR = ROOT / "game"
LOCALE_DIR = ROOT / "assets" / "locale"
DOMAIN = "double_six"
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
SOURCE_LANGUAGE = "en"

# nplurals and the C expression gettext evaluates, per language we ship.
PLURAL_FORMS = {
    "en": "nplurals=2; plural=(n != 1);",
    "fi": "nplurals=2; plural=(n != 1);",
    "sv": "nplurals=2; plural=(n != 1);",
    "el": "nplurals=2; plural=(n != 1);",
    "sr": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
LANGUAGE_NAMES = {"en": "English", "fi": "Finnish", "sv": "Swedish", "el": "Greek", "sr": "Serbian (Latin)"}
# function name -> (whether a context comes first, how many message strings follow it)
MARKERS = {"_": (False, 1), "N_": (False, 1), "ngettext": (False, 2), "N_plural": (False, 2), "pgettext": (True, 1)}
FUZZY_CUTOFF = 0.75
FUZZY_MIN_LENGTH = 16  # shorter messages differ by a letter and mean something else


Key = tuple[str, str | None, str | None]  # msgid, msgid_plural, context


@dataclass
class Entry:
    """One message of a catalog; ``msgstr`` has one string, or one per plural form."""

    msgid: str
    msgid_plural: str | None = None
    context: str | None = None  # msgctxt: which of an English word's meanings this is
    msgstr: list[str] = field(default_factory=lambda: [""])
    locations: list[str] = field(default_factory=list)
    flags: set[str] = field(default_factory=set)
    previous: str | None = None  # the old msgid a fuzzy translation was made for
    obsolete: bool = False

    @property
    def key(self) -> Key:
        return self.msgid, self.msgid_plural, self.context

    @property
    def shown(self) -> str:
        """The message as status and check name it: its context in brackets, if it has one."""
        return repr(self.msgid) + (f" [{self.context}]" if self.context is not None else "")

    @property
    def translated(self) -> bool:
        return "fuzzy" not in self.flags and all(self.msgstr)


@dataclass
class Catalog:
    """One .po file (or the template): its header's fields and its entries, obsolete ones included."""

    header: dict[str, str]
    entries: list[Entry]

    def by_key(self) -> dict[Key, Entry]:
        return {e.key: e for e in self.entries if not e.obsolete}


# -- extracting --------------------------------------------------------------------------


def _literal(node: ast.expr) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _called_name(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def messages_in(path: Path, rel: str) -> Iterator[Entry]:
    """The marked messages of one source file, in source order."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=rel)
    found = [n for n in ast.walk(tree) if isinstance(n, ast.Call) and _called_name(n) in MARKERS]
    for node in sorted(found, key=lambda n: (n.lineno, n.col_offset)):
        has_context, count = MARKERS[_called_name(node) or ""]
        literals = [_literal(arg) for arg in node.args[: count + has_context]]
        if len(literals) < count + has_context or any(not s for s in literals):
            continue  # a variable holding an already-marked message, e.g. _(venue.name); or ""
        context = literals[0] if has_context else None
        strings = [s or "" for s in literals[has_context:]]
        entry = Entry(strings[0], strings[1] if count == 2 else None, context, locations=[f"{rel}:{node.lineno}"])
        entry.msgstr = ["", ""] if count == 2 else [""]
        if any(_fields(s) for s in strings):
            entry.flags.add("python-brace-format")
        yield entry


def extract() -> Catalog:
    """The template: every marked message under SOURCE_DIR, in file and line order."""
    entries: dict[Key, Entry] = {}
    for path in sorted(SOURCE_DIR.rglob("*.py")):
        rel = path.relative_to(SOURCE_DIR.parent).as_posix()
        for entry in messages_in(path, rel):
            known = entries.get(entry.key)
            if known is None:
                entries[entry.key] = entry
            else:
                known.locations += entry.locations
                known.flags |= entry.flags
    header = {"Project-Id-Version": "double-six", "Content-Type": "text/plain; charset=UTF-8"}
    return Catalog(header, list(entries.values()))


# -- reading and writing .po -----------------------------------------------------------


def _unquote(text: str) -> str:
    return str(ast.literal_eval(text))


def _quote(text: str) -> str:
    escaped = text.replace("\\", "\\\\").replace('"', '\\"').replace("\t", "\\t")
    lines = escaped.split("\n")
    parts = [line + "\\n" for line in lines[:-1]] + ([lines[-1]] if lines[-1] else [])
    if len(parts) <= 1:
        return f'"{parts[0] if parts else ""}"'
    return '""\n' + "\n".join(f'"{p}"' for p in parts)


def _parse_header(text: str) -> dict[str, str]:
    pairs = (line.split(":", 1) for line in text.splitlines() if ":" in line)
    return {k.strip(): v.strip() for k, v in pairs}


def _format_header(header: dict[str, str]) -> str:
    return "".join(f"{k}: {v}\n" for k, v in header.items())


class _PoReader:
    """Reads a .po file a line at a time: the entry being read, and which of its fields a
    string continuing on the next line extends."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.entries: list[Entry] = []
        self.current: Entry | None = None
        self.target: tuple[str, int] | None = None  # which field continuation lines extend

    def finish(self) -> None:
        if self.current is not None:
            self.entries.append(self.current)
        self.current = None

    def entry(self) -> Entry:
        """The entry being read (a new one when none is)."""
        self.current = self.current or Entry("")
        return self.current

    def read(self, raw: str) -> None:
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
            if line.startswith("|"):
                return
        if not line:
            self.finish()
        elif line.startswith("#"):
            self._comment(line)
        elif line.startswith('"'):
            self._continued(line, raw)
        else:
            self._field(line, raw, obsolete=obsolete)

    def _comment(self, line: str) -> None:
        kind, rest = line[:2], line[2:]
        if kind == "#|":
            entry, rest = self.entry(), rest.strip()
            if rest.startswith("msgid"):
                entry.previous = _unquote(rest[5:].strip())
            else:
                entry.previous = (entry.previous or "") + _unquote(rest)
        elif kind == "#:":
            self.entry().locations += rest.split()
        elif kind == "#,":
            self.entry().flags |= {f.strip() for f in rest.split(",") if f.strip()}

    def _continued(self, line: str, raw: str) -> None:
        current, target = self.current, self.target
        if current is None or target is None:
            raise ValueError(f"{self.path}: a string continues nothing: {raw!r}")
        name, index = target
        if name == "msgid":
            current.msgid += _unquote(line)
        elif name == "msgctxt":
            current.context = (current.context or "") + _unquote(line)
        elif name == "msgid_plural":
            current.msgid_plural = (current.msgid_plural or "") + _unquote(line)
        else:
            current.msgstr[index] += _unquote(line)

    def _field(self, line: str, raw: str, *, obsolete: bool) -> None:
        keyword, _, value = line.partition(" ")
        if keyword not in ("msgctxt", "msgid", "msgid_plural", "msgstr") and not keyword.startswith("msgstr["):
            raise ValueError(f"{self.path}: cannot read {raw!r}")
        entry = self.entry()
        entry.obsolete = obsolete
        text = _unquote(value)
        if keyword == "msgctxt":
            entry.context, self.target = text, ("msgctxt", 0)
        elif keyword == "msgid":
            entry.msgid, entry.msgstr, self.target = text, [], ("msgid", 0)
        elif keyword == "msgid_plural":
            entry.msgid_plural, self.target = text, ("msgid_plural", 0)
        elif keyword == "msgstr":
            entry.msgstr, self.target = [text], ("msgstr", 0)
        else:  # msgstr[n]
            index = int(keyword[7:-1])
            entry.msgstr += [""] * (index + 1 - len(entry.msgstr))
            entry.msgstr[index] = text
            self.target = ("msgstr", index)


def read_po(path: Path) -> Catalog:
    """A .po file as written by :func:`write_po` (the subset of the format we use)."""
    reader = _PoReader(path)
    for raw in path.read_text(encoding="utf-8").splitlines():
        reader.read(raw)
    reader.finish()
    entries = reader.entries
    header_entries = [e for e in entries if e.msgid == "" and not e.obsolete]
    header = _parse_header(header_entries[0].msgstr[0]) if header_entries else {}
    return Catalog(header, [e for e in entries if e.msgid != ""])


def _format_entry(entry: Entry) -> str:
    lines: list[str] = []
    if entry.locations and not entry.obsolete:
        lines.append("#: " + " ".join(entry.locations))
    if entry.flags:
        lines.append("#, " + ", ".join(sorted(entry.flags)))
    if entry.previous is not None:
        lines.append("#| msgid " + _quote(entry.previous).replace("\n", "\n#| "))
    fields = [f"msgctxt {_quote(entry.context)}"] if entry.context is not None else []
    fields.append(f"msgid {_quote(entry.msgid)}")
    if entry.msgid_plural is not None:
        fields.append(f"msgid_plural {_quote(entry.msgid_plural)}")
        fields += [f"msgstr[{i}] {_quote(s)}" for i, s in enumerate(entry.msgstr)]
    else:
        fields.append(f"msgstr {_quote(entry.msgstr[0])}")
    body = "\n".join(fields)
    if entry.obsolete:
        body = "\n".join("#~ " + line for line in body.splitlines())
    return "\n".join([*lines, body]) + "\n"


def format_po(catalog: Catalog, title: str) -> str:
    header = Entry("", msgstr=[_format_header(catalog.header)])
    blocks = [f"# {title}\n" + _format_entry(header)]
    blocks += [_format_entry(e) for e in catalog.entries if not e.obsolete]
    blocks += [_format_entry(e) for e in catalog.entries if e.obsolete]
    return "\n".join(blocks)


def write_if_changed(path: Path, data: bytes) -> bool:
    if path.exists() and path.read_bytes() == data:
        return False
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return True


# -- merging ---------------------------------------------------------------------------


def po_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(lang: str) -> Path:
    return LOCALE_DIR / lang / "LC_MESSAGES" / f"{DOMAIN}.mo"


def nplurals(lang: str) -> int:
    return int(PLURAL_FORMS[lang].split(";")[0].split("=")[1])


def merge(template: Catalog, old: Catalog | None, lang: str) -> Catalog:
    """``lang``'s catalog for ``template``, keeping every translation ``old`` has."""
    forms = nplurals(lang)
    known = {e.key: e for e in old.entries} if old else {}
    merged: list[Entry] = []
    for source in template.entries:
        entry = Entry(
            source.msgid, source.msgid_plural, source.context, locations=list(source.locations), flags=set(source.flags)
        )
        width = forms if source.msgid_plural is not None else 1
        previous = known.pop(source.key, None)
        if lang == SOURCE_LANGUAGE:
            entry.msgstr = [source.msgid] + [source.msgid_plural or source.msgid] * (width - 1)
        elif previous is not None:
            entry.msgstr = (previous.msgstr + [""] * width)[:width]
            entry.flags |= previous.flags & {"fuzzy"}
            entry.previous = previous.previous if "fuzzy" in entry.flags else None
        else:
            entry.msgstr = [""] * width
            guess = _closest(source, known.values())
            if guess is not None:
                entry.msgstr = (guess.msgstr + [""] * width)[:width]
                entry.flags.add("fuzzy")
                entry.previous = guess.msgid
        merged.append(entry)
    leftovers = [e for e in known.values() if e.translated and lang != SOURCE_LANGUAGE]
    for entry in leftovers:
        entry.obsolete, entry.locations, entry.previous = True, [], None
        entry.flags.discard("fuzzy")
    header = {
        "Project-Id-Version": "double-six",
        "Language": lang,
        "MIME-Version": "1.0",
        "Content-Type": "text/plain; charset=UTF-8",
        "Content-Transfer-Encoding": "8bit",
        "Plural-Forms": PLURAL_FORMS[lang],
    }
    return Catalog(header, merged + sorted(leftovers, key=lambda e: (e.msgid, e.context or "")))


def _closest(source: Entry, candidates: Iterable[Entry]) -> Entry | None:
    """The old message ``source`` most likely rewords; short words only by a change of case
    ("Hard" is no rewording of "Hand") or of context (the old "Hand" is a guess for the round's)."""
    plural = source.msgid_plural is not None
    pool = {e.msgid: e for e in candidates if e.translated and (e.msgid_plural is not None) == plural}
    if len(source.msgid) < FUZZY_MIN_LENGTH:
        same = [e for msgid, e in pool.items() if msgid.casefold() == source.msgid.casefold()]
        return same[0] if same else None
    match = difflib.get_close_matches(source.msgid, list(pool), n=1, cutoff=FUZZY_CUTOFF)
    return pool[match[0]] if match else None


# -- compiling -------------------------------------------------------------------------


def mo_bytes(catalog: Catalog) -> bytes:
    """GNU .mo: magic, revision, count, the two (length, offset) tables, no hash table, strings.
    A message with a context is stored as context, EOT (0x04), message: what ``pgettext`` looks up."""
    pairs = [(b"", _format_header(catalog.header).encode())]
    for e in catalog.entries:
        if e.obsolete or not e.translated:
            continue
        original = e.msgid if e.msgid_plural is None else f"{e.msgid}\0{e.msgid_plural}"
        if e.context is not None:
            original = f"{e.context}\x04{original}"
        pairs.append((original.encode(), "\0".join(e.msgstr).encode()))
    pairs.sort()
    count = len(pairs)
    start = 7 * 4 + count * 16  # the header, then two tables of count (length, offset) pairs
    originals = [original for original, translation in pairs]
    translations = [translation for original, translation in pairs]
    table: list[int] = []
    offset = start
    for text in originals + translations:
        table += [len(text), offset]
        offset += len(text) + 1
    header = struct.pack("<7I", 0x950412DE, 0, count, 7 * 4, 7 * 4 + count * 8, 0, start)
    strings = b"".join(text + b"\0" for text in originals + translations)
    return header + struct.pack(f"<{len(table)}I", *table) + strings


# -- the commands ----------------------------------------------------------------------


def languages() -> tuple[str, ...]:
    return tuple(PLURAL_FORMS)


def cmd_extract() -> list[str]:
    template = extract()
    changed = write_if_changed(TEMPLATE, format_po(template, "Double Six: message template").encode())
    where = TEMPLATE.relative_to(ROOT)
    print(f"extract: {len(template.entries)} messages in {where}{'' if changed else ' (unchanged)'}")
    return []


def cmd_update() -> list[str]:
    template = read_po(TEMPLATE)
    for lang in languages():
        path = po_path(lang)
        old = read_po(path) if path.exists() else None
        merged = merge(template, old, lang)
        write_if_changed(path, format_po(merged, f"{LANGUAGE_NAMES[lang]} translations of Double Six").encode())
    print("update: merged the template into " + ", ".join(languages()))
    return cmd_status()


def cmd_compile() -> list[str]:
    for lang in languages():
        write_if_changed(mo_path(lang), mo_bytes(read_po(po_path(lang))))
    print("compile: wrote " + ", ".join(str(mo_path(lang).relative_to(ROOT)) for lang in languages()))
    return []


def untranslated(catalog: Catalog) -> list[Entry]:
    return [e for e in catalog.entries if not e.obsolete and not e.translated]


def placeholder_problems(catalog: Catalog) -> list[str]:
    """Translations whose ``{name}`` fields differ from the message's: they would crash or lie."""
    problems = []
    for e in catalog.entries:
        if e.obsolete or not e.translated:
            continue
        wanted = _fields(e.msgid) | _fields(e.msgid_plural or "")
        for text in e.msgstr:
            if _fields(text) - wanted or (len(e.msgstr) == 1 and _fields(text) != wanted):
                problems.append(f"{e.msgid!r} -> {text!r}")
    return problems


def _fields(text: str) -> set[str]:
    try:
        return {name for _, name, _, _ in Formatter().parse(text) if name is not None}
    except ValueError:
        return {"<unbalanced braces>"}


def cmd_status() -> list[str]:
    for lang in languages():
        catalog = read_po(po_path(lang))
        todo = untranslated(catalog)
        live = [e for e in catalog.entries if not e.obsolete]
        print(f"  {lang}: {len(live) - len(todo)}/{len(live)} translated")
        for e in todo:
            mark = " (fuzzy: check it)" if "fuzzy" in e.flags else ""
            print(f"      {e.shown}{mark}")
    return []


def cmd_check() -> list[str]:
    """Everything that makes the shipped catalogs wrong, one line each (empty: all good)."""
    failures: list[str] = []
    template = extract()
    if not TEMPLATE.exists() or read_po(TEMPLATE).by_key().keys() != template.by_key().keys():
        failures.append(f"{TEMPLATE.relative_to(ROOT)} is stale: run tools/i18n.py extract update compile")
    for lang in languages():
        path = po_path(lang)
        if not path.exists():
            failures.append(f"{lang}: no catalog {path.relative_to(ROOT)}")
            continue
        catalog = read_po(path)
        keys = catalog.by_key()
        missing = [e.shown for e in template.entries if e.key not in keys]
        missing += [e.shown for e in untranslated(catalog) if e.key in template.by_key()]
        failures += [f"{lang}: untranslated {m}" for m in missing]
        failures += [f"{lang}: placeholders differ in {p}" for p in placeholder_problems(catalog)]
        if catalog.header.get("Plural-Forms") != PLURAL_FORMS[lang]:
            failures.append(f"{lang}: Plural-Forms header should be {PLURAL_FORMS[lang]!r}")
        for e in catalog.entries:
            if not e.obsolete and e.msgid_plural is not None and len(e.msgstr) != nplurals(lang):
                failures.append(f"{lang}: {e.msgid!r} needs {nplurals(lang)} plural forms")
        mo = mo_path(lang)
        if not mo.exists() or mo.read_bytes() != mo_bytes(catalog):
            failures.append(f"{lang}: {mo.relative_to(ROOT)} is stale: run tools/i18n.py compile")
    for line in failures:
        print("check: " + line)
    print("check: " + ("FAILED" if failures else "all catalogs complete and compiled"))
    return failures


COMMANDS = {
    "extract": cmd_extract,
    "update": cmd_update,
    "compile": cmd_compile,
    "status": cmd_status,
    "check": cmd_check,
}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("commands", nargs="+", choices=list(COMMANDS), help="run in the order given")
    failures: list[str] = []
    for name in parser.parse_args(argv).commands:
        failures += COMMANDS[name]()
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
