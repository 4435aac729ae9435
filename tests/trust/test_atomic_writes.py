"""Every file the program writes goes through :func:`rage_tui.safeio.write_atomic`.

The scan reads the package's source (``ast``) and fails on any other write: ``open`` (builtin,
``io``, ``codecs``, ``gzip`` or a path's) in a writing mode, ``os.open`` with a writing flag,
``os.fdopen`` for writing, ``write_text``/``write_bytes``/``touch``, temporary files, renames and
copies. A write in place truncates first and writes after, so a kill or a full disk between the
two leaves an empty file (issue #30: ``deck import --force`` emptied an existing deck).
"""

from __future__ import annotations

import ast
import os
from pathlib import Path

import pytest

import rage_tui
from rage_tui.safeio import write_atomic

PACKAGE = Path(rage_tui.__file__).parent
HELPER = ("safeio.py", ("write_atomic", "_write_new"))
#: Writes that are not to files, each with its reason.
NOT_FILES = {
    ("ui/bench.py", "os.write"): "keys sent to the pseudo-terminal of a benchmarked app",
}
WRITING_FLAGS = {"O_WRONLY", "O_RDWR", "O_CREAT", "O_APPEND", "O_TRUNC"}
METHODS = {".write_text", ".write_bytes", ".touch", ".rename", ".hardlink_to", ".symlink_to"}
FUNCTIONS = {"os.replace", "os.rename", "os.renames", "os.link", "os.symlink", "os.write",
             "shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.copytree", "shutil.move",
             "tempfile.mkstemp", "tempfile.NamedTemporaryFile", "tempfile.TemporaryFile",
             "tempfile.SpooledTemporaryFile"}
OPEN_FIRST_IS_PATH = {"open", "io.open", "codecs.open", "gzip.open", "bz2.open", "lzma.open"}


def _name(func: ast.expr, imported: dict[str, str]) -> str:
    if isinstance(func, ast.Name):
        return imported.get(func.id, func.id)
    if isinstance(func, ast.Attribute):
        if isinstance(func.value, ast.Name) and func.value.id in {
                "os", "io", "codecs", "gzip", "bz2", "lzma", "shutil", "tempfile"}:
            return f"{func.value.id}.{func.attr}"
        return "." + func.attr
    return ""


def _writing_mode(node: ast.expr | None) -> bool:
    """Whether a mode argument may write (one not given as a literal counts as writing)."""
    if node is None:
        return False
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return any(c in node.value for c in "wax+")
    return True


def _arg(call: ast.Call, index: int, keyword: str) -> ast.expr | None:
    for kw in call.keywords:
        if kw.arg == keyword:
            return kw.value
    return call.args[index] if len(call.args) > index else None


def _is_write(call: ast.Call, imported: dict[str, str],
              assigned: dict[str, ast.expr]) -> str | None:
    """What kind of write ``call`` is, or None (``imported``: bare names from ``from X import
    Y``; ``assigned``: the values given to local names, to read ``os.open``'s flags)."""
    name = _name(call.func, imported)
    if name in OPEN_FIRST_IS_PATH:
        return name if _writing_mode(_arg(call, 1, "mode")) else None
    if name == ".open":  # Path.open(mode)
        return "Path.open" if _writing_mode(_arg(call, 0, "mode")) else None
    if name == "os.fdopen":
        return name if _writing_mode(_arg(call, 1, "mode")) else None
    if name == "os.open":
        flags = _arg(call, 1, "flags")
        if isinstance(flags, ast.Name) and flags.id in assigned:
            flags = assigned[flags.id]
        used = {n.attr for n in ast.walk(flags) if isinstance(n, ast.Attribute)} if flags else set()
        return name if used & WRITING_FLAGS or not isinstance(flags, ast.BinOp | ast.Attribute) \
            else None
    if name == ".replace" and len(call.args) == 1 and not call.keywords:  # Path.replace
        return "Path.replace"
    if name in METHODS or name in FUNCTIONS:
        return name
    return None


def writes_in(source: str, rel: str) -> list[str]:
    """``rel:line: call`` for each write in ``source`` outside the helper."""
    tree = ast.parse(source)
    found = []
    imported = {a.asname or a.name: f"{n.module}.{a.name}" for n in ast.walk(tree)
                if isinstance(n, ast.ImportFrom) and n.module for a in n.names}
    def assignments(scope: ast.AST) -> dict[str, ast.expr]:
        return {t.id: n.value for n in ast.walk(scope) if isinstance(n, ast.Assign)
                for t in n.targets if isinstance(t, ast.Name)}

    def visit(node: ast.AST, function: str, assigned: dict[str, ast.expr]) -> None:
        for child in ast.iter_child_nodes(node):
            inner, names = function, assigned
            if isinstance(child, ast.FunctionDef | ast.AsyncFunctionDef):
                inner, names = child.name, assignments(child)  # (each function its own)
            if isinstance(child, ast.Call):
                kind = _is_write(child, imported, names)
                if kind and not (rel == HELPER[0] and inner in HELPER[1]) \
                        and (rel, kind) not in NOT_FILES:
                    found.append(f"{rel}:{child.lineno}: {ast.unparse(child)[:100]}")
            visit(child, inner, names)

    visit(tree, "", assignments(tree))
    return found


def test_the_package_writes_files_only_through_the_atomic_helper() -> None:
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        rel = path.relative_to(PACKAGE).as_posix()
        found += writes_in(path.read_text(encoding="utf-8"), rel)
    assert found == [], "writes outside rage_tui.safeio.write_atomic:\n" + "\n".join(found)


def test_the_helper_does_write_through_the_calls_the_scan_looks_for() -> None:
    source = (PACKAGE / HELPER[0]).read_text(encoding="utf-8")
    assert writes_in(source, "elsewhere.py")  # (the same calls, outside the helper, are found)


@pytest.mark.parametrize("line", [
    "open(p, 'w')", "open(p, mode='a')", "open(p, 'r+')", "open(p, m)", "io.open(p, 'wb')",
    "p.open('w')", "p.open(mode='x')", "p.write_text('x')", "p.write_bytes(b'')", "p.touch()",
    "os.open(p, os.O_WRONLY | os.O_CREAT)", "os.open(p, flags)", "os.fdopen(fd, 'w')",
    "tempfile.mkstemp()", "os.replace(a, b)", "p.replace(q)", "p.rename(q)",
    "shutil.copyfile(a, b)", "os.write(fd, b'x')", "codecs.open(p, 'w', 'utf-8')",
    "from tempfile import mkstemp\nmkstemp(dir=d)", "from os import replace\nreplace(a, b)",
    "f = os.O_CREAT | os.O_WRONLY\nos.open(p, f)",
])
def test_the_scan_finds_each_kind_of_write(line: str) -> None:
    assert writes_in(line, "x.py"), line


@pytest.mark.parametrize("line", [
    "open(p)", "open(p, 'rb')", "p.open()", "p.read_text()", "s.replace('a', 'b')",
    "os.open(p, os.O_RDONLY | os.O_NONBLOCK)", "dataclasses.replace(x, a=1)",
    "bar.copy()", "from dataclasses import replace\nreplace(x, a=1)",
    "f = os.O_RDONLY\nos.open(p, f)",
])
def test_the_scan_leaves_reads_alone(line: str) -> None:
    assert writes_in(line, "x.py") == []


def test_a_failed_write_leaves_the_old_file_whole(tmp_path: Path,
                                                  monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "deck.yaml"
    target.write_text("old deck\n")

    def no_space(fd: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", no_space)
    with pytest.raises(OSError):
        write_atomic(target, "new deck\n")
    assert target.read_text() == "old deck\n"
    assert [p.name for p in tmp_path.iterdir()] == ["deck.yaml"]  # no temporary file left


def test_a_text_that_cannot_be_encoded_touches_nothing(tmp_path: Path) -> None:
    target = tmp_path / "deck.yaml"
    target.write_text("old deck\n")
    with pytest.raises(UnicodeEncodeError):
        write_atomic(target, "Imported from \udcff.dek")
    assert target.read_text() == "old deck\n"


def test_the_helper_keeps_the_mode_writes_through_links_and_can_refuse_to_replace(
        tmp_path: Path) -> None:
    real = tmp_path / "real.json"
    real.write_text("{}")
    real.chmod(0o640)
    link = tmp_path / "link.json"
    link.symlink_to(real)
    write_atomic(link, "[1]")
    assert link.is_symlink() and real.read_text() == "[1]"
    assert real.stat().st_mode & 0o777 == 0o640
    with pytest.raises(FileExistsError):
        write_atomic(real, "[2]", replace=False)
    assert real.read_text() == "[1]"
    fresh = write_atomic(tmp_path / "sub" / "new.log", b"x", replace=False, mode=0o600)
    assert fresh.read_bytes() == b"x" and fresh.stat().st_mode & 0o777 == 0o600


def test_deck_export_replaces_the_file_it_writes(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    from rage_tui.cli import main

    out = tmp_path / "gaia.txt"
    out.write_text("an older export\n")
    inode = out.stat().st_ino
    assert main(["deck", "export", "fangs-of-the-north", "-o", str(out)]) == 0
    assert out.read_text() != "an older export\n"
    assert out.stat().st_ino != inode  # (a new file renamed over the old, not written in place)


def test_without_hard_links_a_new_file_is_still_never_written_through_a_link(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    def no_links(src: object, dst: object) -> None:
        raise PermissionError(1, "Operation not permitted")

    monkeypatch.setattr(os, "link", no_links)
    made = write_atomic(tmp_path / "crash.log", b"trace", replace=False, mode=0o600)
    assert made.read_bytes() == b"trace" and made.stat().st_mode & 0o777 == 0o600
    victim = tmp_path / "victim.txt"
    victim.write_text("precious")
    (tmp_path / "planted.log").symlink_to(victim)
    with pytest.raises(FileExistsError):
        write_atomic(tmp_path / "planted.log", b"trace", replace=False)
    assert victim.read_text() == "precious"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["crash.log", "planted.log",
                                                           "victim.txt"]
