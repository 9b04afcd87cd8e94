"""mem0's Python API (mem0 OSS 2.x) over credo: change ``from mem0 import Memory`` to
``from credo.compat.mem0 import Memory`` and the rest of the program runs as written.

The method names, arguments and answers are mem0's (``mem0/memory/main.py``, 2.0):
``add``, ``search``, ``get``, ``get_all``, ``update``, ``delete``, ``delete_all``,
``history``, ``reset``, ``close``; answers are ``{"results": [...]}`` lists of items
``{"id", "memory", "hash", "metadata", "score", "created_at", "updated_at", "user_id",
"agent_id", "run_id"}`` and ``add`` reports each change as an ``event`` (``ADD``,
``UPDATE``, ``DELETE``, ``NONE``). As in mem0 2.x, ``search`` and ``get_all`` take the
ids in ``filters`` (a top-level ``user_id`` is a ValueError) and every call needs one of
``user_id``, ``agent_id``, ``run_id``.

What maps where:

==================  ================================================================
mem0                credo
==================  ================================================================
``user_id``         the memory's ``user`` (without one: ``agent:<agent_id>``, else ``run:<run_id>``)
``agent_id``        ``agent``
``run_id``          ``source_session`` (the conversation session)
``add(infer=True)`` :meth:`credo.Memory.remember`: extraction, the quality gate, dedupe,
                    merge and the contradiction check
``add(infer=False)`` :meth:`credo.Memory.store_many`, one memory per message
``metadata``        the memory's ``metadata`` (``filters`` on its keys take mem0's operators)
``expiration_date`` ``forget_after``: no longer served after it
``timestamp``       ``at``: when it was said (mem0 OSS refuses it; credo keeps event time)
``search``          :meth:`credo.Memory.recall`: only current, confident beliefs
``get_all``         :meth:`credo.Memory.browse` of the active memories
``update``          :meth:`credo.Memory.edit`
``delete``          :meth:`credo.Memory.erase` (every trace)
``delete_all``      :meth:`credo.Memory.erase_user` for a ``user_id`` alone, else each matching memory erased
``history``         the status history (:meth:`credo.Memory.history`), one row per change
``reset``           every user of the tenant erased
==================  ================================================================

What credo adds, under ``"credo"`` in each item: the kind, status, confidence and
importance, ``said`` (when the fact became true) next to ``created_at`` (when it was
recorded), the entity/attribute/value of a fact, the score's components (``why``) and,
for a fact whose value keeps flipping, ``contested`` (ask the user). A new value of a
fact supersedes the old one: ``add`` reports the new memory ``ADD`` and the old one
``DELETE`` (credo keeps it in the history; ``search`` no longer serves it). Everything
runs offline: mem0's provider configuration (``llm``, ``embedder``, ``vector_store``) is
not read; :meth:`Memory.from_config` takes credo's ``path`` and ``tenant``.

>>> import os, tempfile
>>> from credo import HashEmbedder
>>> m = Memory(path=os.path.join(tempfile.mkdtemp(), "m.db"), embedder=HashEmbedder())
>>> added = m.add("I live in Lisbon", user_id="alex", infer=False)
>>> [(r["memory"], r["event"]) for r in added["results"]]
[('I live in Lisbon', 'ADD')]
>>> m.get_all(filters={"user_id": "alex"})["results"][0]["user_id"]
'alex'
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import Callable, Mapping
from typing import Any, ParamSpec, TypeVar

import anyio.to_thread

from ..memory import Memory as CredoMemory
from .. import rules
from ..errors import InvalidInput, NotFound
from ..models import MemoryUnit, Status
from ..timeutil import to_iso

log = logging.getLogger("credo.compat.mem0")

ENTITY_PARAMS = ("user_id", "agent_id", "run_id")
PROCEDURAL = "procedural_memory"
_UNSET: Any = object()
#: The status changes mem0 would call a deletion: the memory is no longer served.
_GONE = {Status.SUPERSEDED, Status.MERGED, Status.ARCHIVED, Status.INVALIDATED}

P = ParamSpec("P")
T = TypeVar("T")


class Memory:
    """mem0's ``Memory`` over a credo store: ``Memory()`` opens ``credo.db``; ``Memory(path=..., **options)``
    takes :class:`credo.Memory`'s options, ``Memory(memory=existing)`` wraps an open one."""

    def __init__(self, config: Mapping[str, Any] | None = None, *, memory: CredoMemory | None = None,
                 path: str = "credo.db", **options: Any) -> None:
        settings = dict(config or {})
        self.memory = memory if memory is not None else CredoMemory(settings.get("path", path),
                                                                    tenant=settings.get("tenant", "default"),
                                                                    **options)

    @classmethod
    def from_config(cls, config_dict: Mapping[str, Any]) -> Memory:
        """mem0's constructor from a dict: credo reads ``path`` and ``tenant``; mem0's provider sections (llm,
        embedder, vector_store, ...) are not used (credo runs its own offline models)."""
        ignored = sorted(set(config_dict) - {"path", "tenant"})
        if ignored:
            log.info("credo.compat.mem0: not using mem0 settings %s (credo runs offline)", ", ".join(ignored))
        return cls(config_dict)

    # -- add ----------------------------------------------------------------------------

    def add(self, messages: Any, *, user_id: str | None = None, agent_id: str | None = None,
            run_id: str | None = None, metadata: dict[str, Any] | None = None, timestamp: Any = None,
            expiration_date: Any = None, infer: bool = True, memory_type: str | None = None,
            prompt: str | None = None) -> dict[str, Any]:
        """Remember ``messages`` (a string, a message dict or a list of them) for one user, agent or run.

        ``{"results": [{"id", "memory", "event"}]}``: ``ADD`` for each new memory, ``UPDATE`` for one merged
        into an existing memory, ``DELETE`` for a value a new one superseded, ``NONE`` for what was not kept
        (with the ``reason``: small talk, a duplicate ...).
        """
        ids = _ids(user_id=user_id, agent_id=agent_id, run_id=run_id)
        if memory_type is not None and memory_type != PROCEDURAL:
            raise ValueError(f"Invalid 'memory_type'. Please pass {PROCEDURAL} to create procedural memories.")
        if prompt is not None:
            log.warning("credo.compat.mem0: add(prompt=...) is not used; credo's extractor is configured once")
        turns = _messages(messages)
        user, extra = _owner(ids), _user_metadata(metadata)
        extras: dict[str, Any] = {"agent": ids.get("agent_id"), "source_session": ids.get("run_id"),
                                  "metadata": extra, "at": timestamp, "forget_after": expiration_date}
        if memory_type == PROCEDURAL or not infer:
            items: list[Any] = ([{"text": "\n".join(t["content"] for t in turns), "kind": "procedure",
                                  "layer": "procedural"}] if memory_type == PROCEDURAL
                                else [{"text": t["content"], "source": _role(t)} for t in turns])
            stored = self.memory.store_many(items, user=user, **{k: v for k, v in extras.items() if v is not None})
            results = [_event(r.memory, "ADD") for r in stored]
            results += [_event(old, "DELETE") for r in stored for old in self._units(r.superseded)]
            return {"results": results}
        done = self.memory.remember(turns, user=user, session=ids.get("run_id"), agent=ids.get("agent_id"),
                                    at=timestamp)
        if extra or expiration_date is not None:
            done.stored = [self.memory.edit(u.id, metadata=extra or None, forget_after=expiration_date)
                           for u in done.stored]
        results = [_event(u, "ADD") for u in done.stored] + [_event(u, "UPDATE") for u in done.merged]
        results += [_event(old, "DELETE") for old in self._units(done.superseded)]
        results += [{"id": None, "memory": s["text"], "event": "NONE", "reason": s["reason"]} for s in done.skipped]
        return {"results": results}

    # -- read ---------------------------------------------------------------------------

    def search(self, query: str, *, top_k: int = 20, filters: dict[str, Any] | None = None, threshold: float = 0.1,
               rerank: bool = False, explain: bool = False, reference_date: Any = None, show_expired: bool = False,
               **kwargs: Any) -> dict[str, Any]:
        """The memories that best answer ``query`` among the current beliefs the ``filters`` allow.

        ``filters`` must hold ``user_id``, ``agent_id`` or ``run_id``; its other keys filter on metadata with
        mem0's operators (``eq``, ``ne``, ``in``, ``nin``, ``gt``, ``gte``, ``lt``, ``lte``, ``contains``,
        ``icontains``, ``*``, ``AND``, ``OR``, ``NOT``). ``threshold`` is how close in meaning a memory that
        shares no word with the query must be (credo's relevance floor, on its common cosine scale; credo's
        own default is 0.2); ``rerank=True`` insists on credo's cross-encoder (by default the store's
        setting, which reranks).
        """
        _no_entity_params(kwargs, "search")
        if reference_date is not None:
            raise ValueError("reference_date is not supported: credo answers as of a time with credo.Memory.recall"
                             "(as_of=...)")
        _check_search(threshold, top_k)
        if not isinstance(query, str) or not query.strip():
            raise ValueError("Invalid query: cannot be empty or whitespace-only.")
        ids, rest = _split(filters, "search")
        if top_k == 0:
            return {"results": []}
        hits = self.memory.recall(query.strip(), user=_owner(ids), limit=min(200, max(top_k * 4, 20)),
                                  rerank=True if rerank else None, min_semantic=float(threshold))
        results = []
        for hit in hits:
            unit = hit.memory
            if not _matches(unit, ids, rest):
                continue
            item = _item(unit, score=round(hit.score, 6))
            item["credo"].update(why=hit.why, contested=hit.contested)
            if explain:
                item["score_details"] = dict(hit.why)
            results.append(item)
        return {"results": results[:top_k]}

    def get(self, memory_id: str) -> dict[str, Any] | None:
        """One memory by id, or None."""
        try:
            return _item(self.memory.get(memory_id))
        except (NotFound, InvalidInput):
            return None

    def get_all(self, *, filters: dict[str, Any] | None = None, top_k: int = 20, show_expired: bool = False,
                **kwargs: Any) -> dict[str, Any]:
        """The current memories the ``filters`` allow (which must hold ``user_id``, ``agent_id`` or ``run_id``),
        newest first, at most ``top_k``."""
        _no_entity_params(kwargs, "get_all")
        _check_search(None, top_k)
        ids, rest = _split(filters, "get_all")
        found: list[MemoryUnit] = []
        offset = 0
        while len(found) < top_k:
            page = self.memory.browse(user=_owner(ids), statuses=[Status.ACTIVE], limit=200, offset=offset)
            found += [u for u in page if _matches(u, ids, rest)]
            if len(page) < 200:
                break
            offset += 200
        return {"results": [_item(u) for u in found[:top_k]]}

    def history(self, memory_id: str) -> list[dict[str, Any]]:
        """The memory's changes, oldest first: mem0's history rows, from credo's status history."""
        unit = self.memory.get(memory_id)
        rows = []
        for number, change in enumerate(self.memory.status_history(memory_id)):
            event = "ADD" if change.old is None else "DELETE" if change.new in _GONE else "UPDATE"
            rows.append({"id": f"{memory_id}:{number}", "memory_id": memory_id, "old_memory": None,
                         "new_memory": unit.text, "event": event, "created_at": to_iso(change.at),
                         "updated_at": None, "is_deleted": change.new in _GONE, "actor_id": change.actor,
                         "role": None, "credo": {"old_status": change.old.value if change.old else None,
                                                 "new_status": change.new.value, "reason": change.reason}})
        return rows

    # -- change -------------------------------------------------------------------------

    def update(self, memory_id: str, text: str | None = None, metadata: dict[str, Any] | None = None,
               expiration_date: Any = _UNSET, data: str | None = None) -> dict[str, str]:
        """Correct a memory: its text (re-embedded), metadata (merged) or expiration date."""
        text = data if text is None else text
        if text is None and metadata is None and expiration_date is _UNSET:
            raise ValueError("At least one of text, metadata, or expiration_date must be provided.")
        self._known(memory_id)
        self.memory.edit(memory_id, text=text, metadata=_user_metadata(metadata) if metadata is not None else None,
                         forget_after=None if expiration_date is _UNSET else expiration_date)
        return {"message": "Memory updated successfully!"}

    def delete(self, memory_id: str) -> dict[str, str]:
        """Erase a memory and every trace of it."""
        self._known(memory_id)
        self.memory.erase(memory_id)
        return {"message": "Memory deleted successfully!"}

    def delete_all(self, user_id: str | None = None, agent_id: str | None = None,
                   run_id: str | None = None) -> dict[str, str]:
        """Erase every memory of a user (everything credo holds about them), or of an agent or run."""
        given = {k: v for k, v in {"user_id": user_id, "agent_id": agent_id, "run_id": run_id}.items() if v}
        if not given:
            raise ValueError("At least one filter is required to delete all memories. If you want to delete all "
                             "memories, use the `reset()` method.")
        ids = _ids(**given)
        if set(ids) == {"user_id"}:
            self.memory.erase_user(ids["user_id"])
        else:
            units = [u for u in self._all(_owner(ids)) if _matches(u, ids, {})]
            for unit in units:
                self.memory.erase(unit.id)
        return {"message": "Memories deleted successfully!"}

    def reset(self) -> None:
        """Erase every user of the tenant: an empty store."""
        tenant = self.memory.tenant or "default"
        for user in rules.users(self.memory.backend, tenant):
            self.memory.erase_user(user)

    def close(self) -> None:
        """Close the store."""
        self.memory.close()

    def chat(self, query: str) -> Any:
        """Not in mem0 OSS either."""
        raise NotImplementedError("Chat function not implemented yet.")

    # -- helpers ------------------------------------------------------------------------

    def _known(self, memory_id: str) -> MemoryUnit:
        try:
            return self.memory.get(memory_id)
        except (NotFound, InvalidInput):
            raise ValueError(f"Memory with id {memory_id} not found") from None

    def _units(self, ids: list[str]) -> list[MemoryUnit]:
        found = []
        for memory_id in ids:
            try:
                found.append(self.memory.get(memory_id))
            except NotFound:  # not the caller's to see
                continue
        return found

    def _all(self, user: str) -> list[MemoryUnit]:
        found: list[MemoryUnit] = []
        offset = 0
        while True:
            page = self.memory.browse(user=user, limit=200, offset=offset)
            found += page
            if len(page) < 200:
                return found
            offset += 200


class AsyncMemory:
    """mem0's ``AsyncMemory``: :class:`Memory`'s methods as coroutines, each run in a worker thread."""

    def __init__(self, config: Mapping[str, Any] | None = None, **options: Any) -> None:
        self.sync = Memory(config, **options)

    @classmethod
    def from_config(cls, config_dict: Mapping[str, Any]) -> AsyncMemory:
        """mem0's constructor from a dict (see :meth:`Memory.from_config`)."""
        return cls(config_dict)

    async def _run(self, fn: Callable[P, T], *args: P.args, **kwargs: P.kwargs) -> T:
        return await anyio.to_thread.run_sync(lambda: fn(*args, **kwargs))

    async def add(self, messages: Any, **kwargs: Any) -> dict[str, Any]:
        """:meth:`Memory.add`."""
        return await self._run(self.sync.add, messages, **kwargs)

    async def search(self, query: str, **kwargs: Any) -> dict[str, Any]:
        """:meth:`Memory.search`."""
        return await self._run(self.sync.search, query, **kwargs)

    async def get(self, memory_id: str) -> dict[str, Any] | None:
        """:meth:`Memory.get`."""
        return await self._run(self.sync.get, memory_id)

    async def get_all(self, **kwargs: Any) -> dict[str, Any]:
        """:meth:`Memory.get_all`."""
        return await self._run(self.sync.get_all, **kwargs)

    async def update(self, memory_id: str, text: str | None = None, **kwargs: Any) -> dict[str, str]:
        """:meth:`Memory.update`."""
        return await self._run(self.sync.update, memory_id, text, **kwargs)

    async def delete(self, memory_id: str) -> dict[str, str]:
        """:meth:`Memory.delete`."""
        return await self._run(self.sync.delete, memory_id)

    async def delete_all(self, **kwargs: Any) -> dict[str, str]:
        """:meth:`Memory.delete_all`."""
        return await self._run(self.sync.delete_all, **kwargs)

    async def history(self, memory_id: str) -> list[dict[str, Any]]:
        """:meth:`Memory.history`."""
        return await self._run(self.sync.history, memory_id)

    async def reset(self) -> None:
        """:meth:`Memory.reset`."""
        await self._run(self.sync.reset)

    def close(self) -> None:
        """Close the store."""
        self.sync.close()


# -- mem0's rules for ids, messages and filters ------------------------------------------------


def _ids(**given: Any) -> dict[str, str]:
    """The ids given, trimmed; at least one, none blank or with spaces (mem0's own checks)."""
    ids = {}
    for name, value in given.items():
        if value is None:
            continue
        text = str(value).strip()
        if not text:
            raise ValueError(f"Invalid {name}: cannot be empty or whitespace-only. Provide a valid identifier.")
        if any(c.isspace() for c in text):
            raise ValueError(f"Invalid {name}: cannot contain whitespace. Provide a valid identifier without spaces.")
        ids[name] = text
    if not ids:
        raise ValueError("At least one of 'user_id', 'agent_id', or 'run_id' must be provided.")
    return ids


def _owner(ids: Mapping[str, str]) -> str:
    """The credo user that holds memories scoped by these ids."""
    if "user_id" in ids:
        return ids["user_id"]
    return f"agent:{ids['agent_id']}" if "agent_id" in ids else f"run:{ids['run_id']}"


def _no_entity_params(kwargs: Mapping[str, Any], method: str) -> None:
    invalid = set(ENTITY_PARAMS) & set(kwargs)
    if invalid:
        raise ValueError(f"Top-level entity parameters {invalid} are not supported in {method}(). "
                         "Use filters={'user_id': '...'} instead.")
    if kwargs:
        raise TypeError(f"{method}() got unexpected keyword arguments: {', '.join(sorted(kwargs))}")


def _check_search(threshold: float | None, top_k: int | None) -> None:
    if threshold is not None and (not isinstance(threshold, (int, float)) or not 0 <= threshold <= 1):
        raise ValueError(f"Invalid threshold: {threshold}. Must be between 0 and 1 (inclusive).")
    if top_k is not None and (not isinstance(top_k, int) or isinstance(top_k, bool) or top_k < 0):
        raise ValueError(f"Invalid top_k: {top_k}. Must be a non-negative integer.")


def _split(filters: Mapping[str, Any] | None, method: str) -> tuple[dict[str, str], dict[str, Any]]:
    """The entity ids of ``filters`` and the metadata conditions beside them."""
    given = dict(filters or {})
    if not any(key in given for key in ENTITY_PARAMS):
        raise ValueError("filters must contain at least one of: user_id, agent_id, run_id. "
                         "Example: filters={'user_id': 'u1'}")
    return _ids(**{k: given.pop(k) for k in ENTITY_PARAMS if k in given}), given


def _messages(messages: Any) -> list[dict[str, str]]:
    if isinstance(messages, str):
        messages = [{"role": "user", "content": messages}]
    elif isinstance(messages, dict):
        messages = [messages]
    if not isinstance(messages, list) or not all(isinstance(m, dict) and isinstance(m.get("content"), str)
                                                 for m in messages):
        raise ValueError("messages must be str, dict, or list[dict]")
    return [{"role": str(m.get("role") or "user"), "content": m["content"]} for m in messages]


def _role(message: Mapping[str, str]) -> str:
    return "assistant" if message["role"] == "assistant" else "tool" if message["role"] == "tool" else "user"


def _user_metadata(metadata: Mapping[str, Any] | None) -> dict[str, Any]:
    """Caller metadata without identity keys (mem0 sets scope from the ids, never from metadata)."""
    return {k: v for k, v in (metadata or {}).items() if k not in (*ENTITY_PARAMS, "actor_id")}


def _matches(unit: MemoryUnit, ids: Mapping[str, str], conditions: Mapping[str, Any]) -> bool:
    """Whether a memory lies in the ids' scope and meets mem0's metadata conditions."""
    if "agent_id" in ids and unit.agent != ids["agent_id"]:
        return False
    if "run_id" in ids and unit.source_session != ids["run_id"]:
        return False
    return _holds(unit.metadata, dict(conditions))


def _holds(metadata: Mapping[str, Any], conditions: Mapping[str, Any]) -> bool:
    for key, condition in conditions.items():
        if key == "AND":
            ok = all(_holds(metadata, c) for c in condition)
        elif key == "OR":
            ok = any(_holds(metadata, c) for c in condition)
        elif key == "NOT":
            ok = not any(_holds(metadata, c) for c in condition)
        elif key in ENTITY_PARAMS:
            ok = True  # an id inside AND/OR was scoped already
        else:
            ok = _test(metadata.get(key), condition, key in metadata)
        if not ok:
            return False
    return True


_OPERATORS: dict[str, Callable[[Any, Any], bool]] = {
    "eq": lambda v, x: v == x, "ne": lambda v, x: v != x,
    "in": lambda v, x: v in x, "nin": lambda v, x: v not in x,
    "gt": lambda v, x: v is not None and v > x, "gte": lambda v, x: v is not None and v >= x,
    "lt": lambda v, x: v is not None and v < x, "lte": lambda v, x: v is not None and v <= x,
    "contains": lambda v, x: v is not None and x in v,
    "icontains": lambda v, x: v is not None and str(x).casefold() in str(v).casefold(),
}


def _test(value: Any, condition: Any, present: bool) -> bool:
    if condition == "*":
        return present
    if not isinstance(condition, dict):
        return bool(value == condition)
    try:
        return all(_OPERATORS[op](value, expected) for op, expected in condition.items())
    except KeyError as exc:
        raise ValueError(f"unknown filter operator {exc.args[0]!r} (one of: {', '.join(_OPERATORS)}, *)") from None
    except TypeError:  # a comparison across types: no match, as in mem0's stores
        return False


def _item(unit: MemoryUnit, *, score: float | None = None) -> dict[str, Any]:
    """One memory as mem0 shows it, credo's own fields under ``credo``."""
    item: dict[str, Any] = {"id": unit.id, "memory": unit.text, "hash": hashlib.md5(unit.text.encode()).hexdigest(),
                            "metadata": _user_metadata(unit.metadata) or None, "score": score,
                            "created_at": to_iso(unit.created_at), "updated_at": to_iso(unit.updated_at)}
    owner = re.match(r"^(agent|run):", unit.user)
    if owner is None:
        item["user_id"] = unit.user
    if unit.agent:
        item["agent_id"] = unit.agent
    if unit.source_session:
        item["run_id"] = unit.source_session
    item["credo"] = {"kind": unit.kind.value, "status": unit.status.value, "confidence": unit.confidence,
                     "importance": unit.importance, "said": to_iso(unit.valid_from),
                     "valid_until": to_iso(unit.valid_until), "entity": unit.entity, "attribute": unit.attribute,
                     "value": unit.value, "superseded_by": unit.superseded_by}
    return item


def _event(unit: MemoryUnit, event: str) -> dict[str, Any]:
    found = {"id": unit.id, "memory": unit.text, "event": event}
    if event == "DELETE" and unit.superseded_by:
        found["superseded_by"] = unit.superseded_by
    return found


__all__ = ["AsyncMemory", "Memory"]
