"""tools/i18n.py on a small made-up project: extract, merge, compile and check behave."""

from __future__ import annotations

import gettext
from pathlib import Path

import pytest

from .tool import load_tool

tool = load_tool()

SOURCE = '''
from game.i18n import _, N_, N_plural, ngettext

TITLE = N_("Block")
PAIR = N_plural("{n} pass", "{n} passes")


def show(name, n):
    print(_("Hello {name}").format(name=name))
    print(ngettext("{n} tile", "{n} tiles", n).format(n=n))
    print(_(TITLE), _(name))  # variables: already marked where they were defined
    print(_("Block"))
'''


@pytest.fixture
def project(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """A game/ folder with one module, and the tool pointed at tmp_path instead of the repo."""
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "screen.py").write_text(SOURCE, encoding="utf-8")
    locale = tmp_path / "assets" / "locale"
    monkeypatch.setattr(tool, "ROOT", tmp_path)
    monkeypatch.setattr(tool, "SOURCE_DIR", tmp_path / "game")
    monkeypatch.setattr(tool, "LOCALE_DIR", locale)
    monkeypatch.setattr(tool, "TEMPLATE", locale / "double_six.pot")
    return tmp_path


def _translate(lang: str, texts: dict[str, list[str]]) -> None:
    catalog = tool.read_po(tool.po_path(lang))
    for entry in catalog.entries:
        if entry.msgid in texts:
            entry.msgstr = list(texts[entry.msgid])
            entry.flags.discard("fuzzy")
    title = f"{tool.LANGUAGE_NAMES[lang]} translations of Double Six"
    tool.po_path(lang).write_text(tool.format_po(catalog, title), encoding="utf-8")


def _load(lang: str) -> gettext.GNUTranslations:
    with tool.mo_path(lang).open("rb") as handle:
        return gettext.GNUTranslations(handle)


FINNISH = {"Block": ["Sulkudomino"], "Hello {name}": ["Hei {name}"], "{n} tile": ["{n} pala", "{n} palaa"],
           "{n} pass": ["{n} ohitus", "{n} ohitusta"]}


def test_extract_finds_literal_messages_once_each(project: Path) -> None:
    catalog = tool.extract()
    assert [(e.msgid, e.msgid_plural) for e in catalog.entries] == [
        ("Block", None),
        ("{n} pass", "{n} passes"),
        ("Hello {name}", None),
        ("{n} tile", "{n} tiles"),
    ]
    block = catalog.entries[0]
    assert block.locations == ["game/screen.py:4", "game/screen.py:12"]
    assert "python-brace-format" in catalog.entries[2].flags


def test_po_files_read_back_as_written(project: Path) -> None:
    tool.main(["extract", "update"])
    _translate("fi", FINNISH | {"Hello {name}": ['Hei "{name}"\\\nrivi 2']})
    first = tool.po_path("fi").read_text(encoding="utf-8")
    again = tool.format_po(tool.read_po(tool.po_path("fi")), "Finnish translations of Double Six")
    assert again == first
    assert tool.read_po(tool.po_path("fi")).by_key()[("Hello {name}", None, None)].msgstr == ['Hei "{name}"\\\nrivi 2']


def test_compiled_catalog_translates_with_gettext(project: Path) -> None:
    tool.main(["extract", "update"])
    _translate("fi", FINNISH)
    _translate("sr", {"{n} tile": ["{n} pločica", "{n} pločice", "{n} pločica"]})
    tool.main(["compile"])
    fi, sr, en = _load("fi"), _load("sr"), _load("en")
    assert fi.gettext("Hello {name}") == "Hei {name}"
    assert [fi.ngettext("{n} tile", "{n} tiles", n) for n in (1, 2)] == ["{n} pala", "{n} palaa"]
    assert [sr.ngettext("{n} tile", "{n} tiles", n) for n in (1, 3, 5)] == ["{n} pločica", "{n} pločice", "{n} pločica"]
    assert sr.gettext("Block") == "Block", "untranslated messages fall back to English"
    assert en.ngettext("{n} tile", "{n} tiles", 2) == "{n} tiles"


def test_update_keeps_translations_and_marks_what_changed(project: Path) -> None:
    tool.main(["extract", "update"])
    _translate("fi", FINNISH)
    source = project / "game" / "screen.py"
    changed = source.read_text(encoding="utf-8").replace('"Hello {name}"', '"Hello there {name}"')
    source.write_text(changed.replace('_("Block")', '_("Pass")'), encoding="utf-8")
    tool.main(["extract", "update"])
    fi = tool.read_po(tool.po_path("fi"))
    live = fi.by_key()
    assert live[("{n} tile", "{n} tiles", None)].msgstr == ["{n} pala", "{n} palaa"]
    changed = live[("Hello there {name}", None, None)]
    assert changed.msgstr == ["Hei {name}"] and "fuzzy" in changed.flags and changed.previous == "Hello {name}"
    assert live[("Pass", None, None)].msgstr == [""]
    assert sorted(e.msgid for e in tool.untranslated(fi)) == ["Hello there {name}", "Pass"]
    # A message that left the code keeps its translation, and gets it back when it returns.
    back = source.read_text(encoding="utf-8").replace('"Hello there {name}"', '"Hello {name}"')
    source.write_text(back, encoding="utf-8")
    tool.main(["extract", "update"])
    back = tool.read_po(tool.po_path("fi")).by_key()[("Hello {name}", None, None)]
    assert back.msgstr == ["Hei {name}"] and "fuzzy" not in back.flags


def test_check_names_what_is_missing_or_stale(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    tool.main(["extract", "update", "compile"])
    for lang in ("fi", "sv", "el", "sr"):
        forms = tool.nplurals(lang)
        _translate(lang, {k: (v * 2)[: forms if len(v) == 2 else 1] for k, v in FINNISH.items()})
    tool.main(["compile"])
    assert tool.main(["check"]) == 0
    _translate("sv", {"Block": ["Block-spel"]})
    assert any("sv" in line and "stale" in line for line in tool.cmd_check()), "edited .po, old .mo"
    tool.main(["compile"])
    _translate("el", {"Hello {name}": ["Γεια {onoma}"]})
    tool.main(["compile"])
    assert any("placeholders" in line for line in tool.cmd_check())
    _translate("el", {"Hello {name}": ["Γεια {name}"]})
    tool.main(["compile"])
    source = project / "game" / "screen.py"
    source.write_text(source.read_text(encoding="utf-8") + '\nprint(_("New message"))\n', encoding="utf-8")
    failures = tool.cmd_check()
    assert any("double_six.pot is stale" in line for line in failures)
    assert any(line == "fi: untranslated 'New message'" for line in failures)
    assert tool.main(["check"]) == 1


def test_short_messages_are_guessed_only_from_a_change_of_case() -> None:
    old = tool.Catalog({}, [tool.Entry("Hand", msgstr=["Erä"]), tool.Entry("Quick round", msgstr=["Pikaerä"])])
    template = tool.Catalog({}, [tool.Entry("Hard"), tool.Entry("Quick Round")])
    merged = tool.merge(template, old, "fi").by_key()
    assert merged[("Hard", None, None)].msgstr == [""] and "fuzzy" not in merged[("Hard", None, None)].flags
    quick = merged[("Quick Round", None, None)]
    assert quick.msgstr == ["Pikaerä"] and "fuzzy" in quick.flags


CONTEXTS = """
from game.i18n import _, pgettext


def show():
    print(pgettext("round", "Hand"), pgettext("tiles held", "Hand"), _("Hand"))
"""


def test_a_context_makes_one_english_word_two_messages(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (project / "game" / "words.py").write_text(CONTEXTS, encoding="utf-8")
    tool.main(["extract", "update"])
    catalog = tool.read_po(tool.po_path("fi"))
    hands = [e for e in catalog.entries if e.msgid == "Hand"]
    assert [e.key for e in hands] == [("Hand", None, "round"), ("Hand", None, "tiles held"), ("Hand", None, None)]
    for entry, word in zip(hands, ("Erä", "Käsi", "Käsi"), strict=True):
        entry.msgstr = [word]
    tool.po_path("fi").write_text(tool.format_po(catalog, "Finnish translations of Double Six"), encoding="utf-8")
    written = tool.po_path("fi").read_text(encoding="utf-8")
    assert 'msgctxt "round"\nmsgid "Hand"\nmsgstr "Erä"' in written
    assert tool.format_po(tool.read_po(tool.po_path("fi")), "Finnish translations of Double Six") == written
    tool.main(["compile"])
    fi, en = _load("fi"), _load("en")
    assert (fi.pgettext("round", "Hand"), fi.pgettext("tiles held", "Hand")) == ("Erä", "Käsi")
    assert en.pgettext("round", "Hand") == "Hand"
    assert "sv: untranslated 'Hand' [round]" in tool.cmd_check()


def test_a_word_given_a_context_gets_its_old_translation_as_a_guess() -> None:
    old = tool.Catalog({}, [tool.Entry("Hand", msgstr=["Erä"])])
    template = tool.Catalog({}, [tool.Entry("Hand", context="round")])
    merged = tool.merge(template, old, "fi").by_key()[("Hand", None, "round")]
    assert merged.msgstr == ["Erä"] and "fuzzy" in merged.flags, "to be checked: the word may need another"
