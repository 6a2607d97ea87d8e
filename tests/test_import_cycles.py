"""No module of the game imports itself back, however indirectly: every import counts, those under
``TYPE_CHECKING`` and inside functions too (they hide a cycle from Python, not from a reader).
import-linter's contracts guard the layers; this guards the modules inside a layer."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import game

ROOT = Path(game.__file__).parent


def module_name(path: Path) -> str:
    parts = ["game", *path.relative_to(ROOT).with_suffix("").parts]
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(p): p for p in ROOT.rglob("*.py")}


def imported(name: str, path: Path) -> Iterator[str]:
    """Every game module ``name`` imports anywhere in its text (a name imported from a package
    counts as its submodule when it is one)."""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names if alias.name in MODULES)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, base] if base else anchor)
            for alias in node.names:
                sub = f"{base}.{alias.name}"
                if sub in MODULES:
                    yield sub
                elif base in MODULES:
                    yield base


def import_graph() -> dict[str, set[str]]:
    return {name: set(imported(name, path)) - {name} for name, path in MODULES.items()}


def _pop_group(stack: list[str], on_stack: set[str], root: str) -> list[str]:
    """Pop the stack down to ``root``: the modules of one strongly connected group."""
    group = []
    while True:
        w = stack.pop()
        on_stack.discard(w)
        group.append(w)
        if w == root:
            return group


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = _pop_group(stack, on_stack, v)
            if len(group) > 1:
                found.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return found


def test_the_graph_sees_imports_hidden_in_functions_and_type_checking() -> None:
    graph = import_graph()
    assert "game.ui.scenes.table" in graph["game.ui.session"]  # a module-level import
    assert "game.ui.app" in graph["game.devtools.bench_frames"]  # inside a function
    assert "game.ui.app" in graph["game.devtools.audit"]  # under TYPE_CHECKING


def test_cycles_are_found() -> None:
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_module_of_the_game_imports_itself_back() -> None:
    found = cycles(import_graph())
    assert found == [], "import cycles:\n" + "\n".join(" <-> ".join(group) for group in found)
