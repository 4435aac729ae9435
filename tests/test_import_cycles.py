"""No import circle anywhere in rage_tui: not inside a subpackage, not between subpackages, not
between a package's ``__init__`` and its modules.

The import graph is grimp's (the one import-linter checks), which counts every import statement:
module level, inside functions and under ``TYPE_CHECKING``. A circle is a strongly connected group
of more than one module (Tarjan's algorithm); the test names its modules.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import grimp
import pytest

#: the whole package: a circle anywhere in it is a circle of this graph
ROOT = "rage_tui"


def circles(nodes: Iterable[str], edges: Callable[[str], Iterable[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one node, each sorted (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    out: list[list[str]] = []
    counter = 0
    for root in nodes:
        if root in index:
            continue
        work: list[tuple[str, list[str]]] = [(root, sorted(edges(root)))]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, todo = work[-1]
            if todo:
                nxt = todo.pop()
                if nxt not in index:
                    index[nxt] = low[nxt] = counter
                    counter += 1
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, sorted(edges(nxt))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    out.append(sorted(group))
    return out


@pytest.fixture(scope="module")
def graph() -> grimp.ImportGraph:
    return grimp.build_graph("rage_tui", cache_dir=None)


def _inside(graph: grimp.ImportGraph, package: str) -> tuple[set[str], Callable[[str], set[str]]]:
    nodes = {m for m in graph.modules if m == package or m.startswith(package + ".")}

    def edges(m: str) -> set[str]:
        return graph.find_modules_directly_imported_by(m) & nodes

    return nodes, edges


def _packages(graph: grimp.ImportGraph) -> list[str]:
    """Every package of rage_tui (a module with submodules), the top level first."""
    return sorted({m.rsplit(".", 1)[0] for m in graph.modules
                   if m.startswith(ROOT + ".")}, key=lambda p: (p.count("."), p))


def test_no_import_circle_anywhere(graph: grimp.ImportGraph) -> None:
    """One graph of every module of rage_tui: no strongly connected group in it."""
    nodes, edges = _inside(graph, ROOT)
    found = circles(sorted(nodes), edges)
    assert not found, f"import circles in {ROOT}: {found}"


def test_the_graph_covers_every_package(graph: grimp.ImportGraph) -> None:
    """The whole-package graph holds the packages that had circles (ui, its screens, cli) and
    the top-level modules, so the test above checks them."""
    nodes, _edges = _inside(graph, ROOT)
    packages = _packages(graph)
    for package in ("rage_tui", "rage_tui.ui", "rage_tui.ui.screens", "rage_tui.cli",
                    "rage_tui.engine", "rage_tui.content", "rage_tui.ai", "rage_tui.rulesets"):
        assert package in packages and package in nodes
    for module in ("rage_tui.ui.app", "rage_tui.ui.commands", "rage_tui.ui.session",
                   "rage_tui.ui.takeback", "rage_tui.cli.play", "rage_tui.match",
                   "rage_tui.saves"):
        assert module in nodes


@pytest.mark.parametrize(("importer", "imported"), [
    ("rage_tui.ui.screens.title", "rage_tui.ui.app"),
    ("rage_tui.ui.commands", "rage_tui.ui.screens.game"),
    ("rage_tui.ui.takeback", "rage_tui.ui.session"),
    ("rage_tui.cli.play", "rage_tui.cli"),
    ("rage_tui.engine.state", "rage_tui.match"),
])
def test_an_import_back_would_be_a_circle(graph: grimp.ImportGraph, importer: str,
                                           imported: str) -> None:
    """The circles once in ui and cli (a screen importing the app, the palette the board, the
    take-back the session, a subcommand the cli package for UserError) and one across
    packages would each be found again."""
    assert graph.find_shortest_chain(importer=imported, imported=importer) is not None
    graph.add_import(importer=importer, imported=imported)
    try:
        nodes, edges = _inside(graph, ROOT)
        found = circles(sorted(nodes), edges)
    finally:
        graph.remove_import(importer=importer, imported=imported)
    assert any(importer in group and imported in group for group in found)


def test_function_level_imports_are_in_the_graph(graph: grimp.ImportGraph) -> None:
    """The graph sees imports made inside functions (a ruleset's declaration imports its
    rules only when the registry asks for the ruleset object)."""
    assert "rage_tui.rulesets.rage1995.ruleset" in graph.find_modules_directly_imported_by(
        "rage_tui.rulesets.rage1995.plugin")


def test_a_circle_would_be_found(graph: grimp.ImportGraph) -> None:
    """Adding one import from the board up to the phases makes a circle the test names."""
    low, high = "rage_tui.rulesets.rage1995.zones", "rage_tui.rulesets.rage1995.phases"
    graph.add_import(importer=low, imported=high)
    try:
        nodes, edges = _inside(graph, ROOT)
        found = circles(sorted(nodes), edges)
    finally:
        graph.remove_import(importer=low, imported=high)
    assert any(low in group and high in group for group in found)


def test_circles_on_a_small_graph() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(sorted(edges), lambda n: edges[n]) == [["a", "b", "c"]]


def test_no_subcommand_imports_the_cli_package(graph: grimp.ImportGraph) -> None:
    """``rage_tui.cli`` loads some subcommands by name (``importlib``), which the graph does not
    see: a subcommand importing the package (once, for ``UserError``) is a hidden circle."""
    nodes, _edges = _inside(graph, "rage_tui.cli")
    back = sorted(m for m in nodes - {"rage_tui.cli"}
                  if "rage_tui.cli" in graph.find_modules_directly_imported_by(m))
    assert back == []
