"""``AsyncMemory``: credo's Python API as coroutines, a thin shell over :class:`credo.Memory`.

Every method is the :class:`~credo.Memory` method of the same name, with the same
arguments and the same answer, run in a worker thread (:func:`anyio.to_thread.run_sync`)
so that neither a model (the embedder, the cross-encoder, an LLM extractor) nor the
database ever blocks the event loop. There is one implementation: this module only
moves the call off the loop.

>>> import asyncio, tempfile, os
>>> from credo import HashEmbedder
>>> async def main():
...     async with AsyncMemory(os.path.join(tempfile.mkdtemp(), "a.db"), embedder=HashEmbedder()) as mem:
...         await mem.store("Ann lives in Lisbon", user="ann")
...         return [hit.memory.text for hit in await mem.recall("where does Ann live?", user="ann")]
>>> asyncio.run(main())
['Ann lives in Lisbon']

The server (:mod:`credo.server`, :mod:`credo.mcp`, the web UI) runs every operation
through :meth:`AsyncMemory.call`, the same door.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Coroutine
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, TypeVar

import anyio.to_thread

from .memory import Memory

P = ParamSpec("P")
R = TypeVar("R")


def _offloaded(method: Callable[Concatenate[Memory, P], R]) -> Callable[Concatenate[AsyncMemory, P],
                                                                       Coroutine[Any, Any, R]]:
    """``Memory.method`` as a coroutine method of :class:`AsyncMemory`: the same signature and docstring."""

    @functools.wraps(method)
    async def run(self: AsyncMemory, *args: P.args, **kwargs: P.kwargs) -> R:
        return await self.call(method, self.memory, *args, **kwargs)

    return run


class AsyncMemory:
    """A :class:`~credo.Memory` whose every operation is awaited: ``AsyncMemory("credo.db")`` takes the arguments
    ``Memory`` takes, or ``AsyncMemory(memory=existing)`` wraps one already open.

    ``limiter`` bounds how many calls run in threads at once (anyio's default: 40).
    """

    def __init__(self, path: str | Path = "credo.db", *, memory: Memory | None = None,
                 limiter: anyio.CapacityLimiter | None = None, **options: Any) -> None:
        self.memory = memory if memory is not None else Memory(path, **options)
        self._limiter = limiter

    async def call(self, fn: Callable[P, R], *args: P.args, **kwargs: P.kwargs) -> R:
        """Run ``fn(*args, **kwargs)`` in a worker thread and return its answer (its exception, unchanged)."""
        return await anyio.to_thread.run_sync(functools.partial(fn, *args, **kwargs), limiter=self._limiter)

    @property
    def tenant(self) -> str | None:
        """The tenant every call acts for unless it names another."""
        return self.memory.tenant

    # -- write
    store = _offloaded(Memory.store)
    store_many = _offloaded(Memory.store_many)
    remember = _offloaded(Memory.remember)
    submit = _offloaded(Memory.submit)
    job = _offloaded(Memory.job)
    jobs = _offloaded(Memory.jobs)
    run_jobs = _offloaded(Memory.run_jobs)
    # -- read
    get = _offloaded(Memory.get)
    explain_importance = _offloaded(Memory.explain_importance)
    status_history = _offloaded(Memory.status_history)
    chain = _offloaded(Memory.chain)
    history = _offloaded(Memory.history)
    recall = _offloaded(Memory.recall)
    browse = _offloaded(Memory.browse)
    context = _offloaded(Memory.context)
    card = _offloaded(Memory.card)
    cards = _offloaded(Memory.cards)
    sessions = _offloaded(Memory.sessions)
    stats = _offloaded(Memory.stats)
    timeline = _offloaded(Memory.timeline)
    # -- change one memory
    feedback = _offloaded(Memory.feedback)
    edit = _offloaded(Memory.edit)
    update_status = _offloaded(Memory.update_status)
    forget = _offloaded(Memory.forget)
    restore = _offloaded(Memory.restore)
    erase = _offloaded(Memory.erase)
    erase_user = _offloaded(Memory.erase_user)
    pin = _offloaded(Memory.pin)
    promote = _offloaded(Memory.promote)
    demote = _offloaded(Memory.demote)
    # -- what waits for a person
    conflicts = _offloaded(Memory.conflicts)
    resolve_conflict = _offloaded(Memory.resolve_conflict)
    loop_audit = _offloaded(Memory.loop_audit)
    review_queue = _offloaded(Memory.review_queue)
    proposal = _offloaded(Memory.proposal)
    decide_proposal = _offloaded(Memory.decide_proposal)
    review = _offloaded(Memory.review)
    # -- maintenance
    manage = _offloaded(Memory.manage)
    verify_audit = _offloaded(Memory.verify_audit)
    consolidate = _offloaded(Memory.consolidate)
    crystallize = _offloaded(Memory.crystallize)
    reembed = _offloaded(Memory.reembed)
    ingest_code = _offloaded(Memory.ingest_code)
    close = _offloaded(Memory.close)

    async def __aenter__(self) -> AsyncMemory:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()


__all__ = ["AsyncMemory"]
