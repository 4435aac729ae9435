"""Numbered games spread over worker processes (``--jobs``) or a Ray cluster (``--ray``).

A batch of games is cut into consecutive chunks ``(first, last)``; a module-level function
``play(spec, first, last)`` plays one chunk and returns its part of the figures. Since each
game depends only on the spec and its number, the parts, taken back in chunk order, give the
same figures whoever played them: one process, ``N`` processes or the nodes of a cluster.

Ray is optional (``pip install 'rage-tui[cluster]'``); it is imported only when asked for, and
every node must run the same version of rage-tui (checked per chunk).
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from typing import Any, Generic, TypeVar

from rage_tui.content.texts import c_

S = TypeVar("S")
R = TypeVar("R")

#: what a chunk is: games ``first`` .. ``last - 1``
Chunk = tuple[int, int]

#: the command that installs the optional Ray support
INSTALL_RAY = "pip install 'rage-tui[cluster]'"


class ClusterError(Exception):
    """Ray is missing, the cluster cannot be reached, or a node runs another rage-tui."""


def chunks(first: int, games: int, workers: int) -> list[Chunk]:
    """Games ``first`` .. ``first + games - 1`` in consecutive chunks, about four per worker
    and at most 25 games each (so a slow chunk does not leave the others idle)."""
    size = max(1, min(25, games // (max(1, workers) * 4)))
    end = first + games
    return [(a, min(end, a + size)) for a in range(first, end, size)]


class _Worker(Generic[S, R]):
    play: Callable[[S, int, int], R] | None = None
    spec: S | None = None


_WORKER: _Worker[Any, Any] = _Worker()


def _init_worker(play: Callable[[Any, int, int], Any], spec: Any) -> None:
    _WORKER.play = play
    _WORKER.spec = spec


def _run_chunk(first: int, last: int) -> Any:
    assert _WORKER.play is not None
    return _WORKER.play(_WORKER.spec, first, last)


def on_processes(play: Callable[[S, int, int], R], spec: S, parts: Sequence[Chunk], jobs: int,
                 done: Callable[[R], None] | None = None) -> list[R]:
    """Play the chunks in ``jobs`` worker processes (forked where the platform can); the
    results in chunk order. ``done(part)`` is called as each chunk finishes."""
    import multiprocessing
    from concurrent.futures import ProcessPoolExecutor, as_completed

    methods = multiprocessing.get_all_start_methods()
    ctx = multiprocessing.get_context("fork" if "fork" in methods else "spawn")
    results: dict[int, R] = {}
    with ProcessPoolExecutor(jobs, mp_context=ctx, initializer=_init_worker,
                             initargs=(play, spec)) as pool:
        futures = {pool.submit(_run_chunk, a, b): i for i, (a, b) in enumerate(parts)}
        for fut in as_completed(futures):
            part = fut.result()
            results[futures[fut]] = part
            if done is not None:
                done(part)
    return [results[i] for i in range(len(parts))]


def ray_module() -> Any:
    """The ``ray`` package, or :class:`ClusterError` saying how to install it."""
    try:
        return importlib.import_module("ray")
    except ImportError:
        raise ClusterError(c_("--ray needs Ray, which is not installed: {command}").format(
            command=INSTALL_RAY)) from None


class RayCluster:
    """A connection to a Ray cluster for one batch: ``address`` is ``auto`` (the cluster this
    machine belongs to, or ``RAY_ADDRESS``), ``local`` (start one on this machine) or an
    address such as ``ray://head:10001``. An already initialised Ray (a test's
    ``ray.init``) is used as it is and left running; a connection made here is closed."""

    def __init__(self, address: str) -> None:
        self.ray = ray_module()
        self.owned = False
        if not self.ray.is_initialized():
            try:
                self.ray.init(address=address, logging_level="ERROR", log_to_driver=False)
            except Exception as exc:  # Ray raises ConnectionError, ValueError, RuntimeError...
                raise ClusterError(c_("cannot reach the Ray cluster at {address}: "
                                      "{reason}").format(address=address,
                                                         reason=_first_line(exc))) from None
            self.owned = True

    def cpus(self) -> int:
        """The cluster's CPUs (at least 1)."""
        return max(1, int(self.ray.cluster_resources().get("CPU", 1)))

    def close(self) -> None:
        """Disconnect, if this object connected."""
        if self.owned:
            self.ray.shutdown()
            self.owned = False

    def run(self, play: Callable[[S, int, int], R], spec: S, parts: Sequence[Chunk],
            done: Callable[[R], None] | None = None) -> list[R]:
        """Play the chunks as Ray tasks (the spec sent to the object store once); the results
        in chunk order."""
        from rage_tui import __version__

        ray = self.ray
        task = ray.remote(_ray_chunk)
        spec_ref = ray.put(spec)
        refs = [task.remote(play, spec_ref, a, b) for a, b in parts]
        index = {ref: i for i, ref in enumerate(refs)}
        results: dict[int, R] = {}
        pending = list(refs)
        while pending:
            ready, pending = ray.wait(pending, num_returns=1)
            for ref in ready:
                version, part = ray.get(ref)
                if version != __version__:
                    raise ClusterError(c_("a Ray node runs rage-tui {theirs}, this machine "
                                          "{ours}: install the same version on every "
                                          "node").format(theirs=version, ours=__version__))
                results[index[ref]] = part
                if done is not None:
                    done(part)
        return [results[i] for i in range(len(parts))]


def _ray_chunk(play: Callable[[Any, int, int], Any], spec: Any, first: int,
               last: int) -> tuple[str, Any]:
    """One Ray task: the node's rage-tui version and the chunk's figures."""
    from rage_tui import __version__

    return __version__, play(spec, first, last)


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip() or type(exc).__name__
    return text.splitlines()[0]
