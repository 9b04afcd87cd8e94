"""LangGraph's long-term memory store (``langgraph.store.base.BaseStore``) over credo.

Where a graph is compiled with ``store=InMemoryStore()`` (or ``PostgresStore``), give it
``CredoStore(credo.Memory("credo.db"))`` instead; ``put``, ``get``, ``search`` (with ``query``
and ``filter``), ``delete``, ``list_namespaces`` and their ``a``-prefixed coroutines behave as
LangGraph documents them, and every item is a credo memory: embedded, searchable by meaning,
scoped to its user, kept in the history when it changes and gone with
:meth:`credo.Memory.erase_user`.

What maps where:

==========================  ====================================================================
LangGraph                   credo
==========================  ====================================================================
namespace                   ``layout`` names what each position is: ``"user"`` (the default:
                            the first label, as in LangGraph's ``(user_id, "memories")``),
                            ``"tenant"`` or ``"kind"`` (a credo kind: ``fact``, ``preference``,
                            ``procedure`` ...); other labels are kept as written. A namespace with
                            no user label is held by the user ``ns:<first label>``.
                            The full namespace is the memory's ``topic``.
key                         ``metadata["langgraph"]["key"]`` (with the value, byte for byte)
value                       the memory's text is the ``index`` fields' text (by default the
                            value's ``text``, ``content``, ``memory`` or ``data``, else the value
                            as JSON); the value itself, as JSON text (its key order kept), in
                            ``metadata["langgraph"]["value"]``
``put`` on an existing key  :meth:`credo.Memory.edit` (text re-embedded, the change in the history)
``put(value=None)``,        :meth:`credo.Memory.erase` (every trace)
``delete``
``search(query=...)``       :meth:`credo.Memory.recall` (meaning, words and the reranker), the
                            ``score`` is credo's; every item ranked, as LangGraph does (no
                            relevance floor); without a query, newest first
``filter``                  LangGraph's operators on the value: equality, ``$eq``, ``$ne``,
                            ``$gt``, ``$gte``, ``$lt``, ``$lte``, nested dicts
``ttl``                     not supported (``supports_ttl = False``, as LangGraph's base store);
                            credo's own retention applies: items are pinned, so maintenance never
                            archives them
==========================  ====================================================================

Items are written as source ``system`` (the application's own words: never quarantined as an
instruction) and pinned. The ``a``-methods run each batch in a worker thread, so no model or
database call blocks the event loop.

>>> import os, tempfile
>>> from credo import HashEmbedder, Memory
>>> store = CredoStore(Memory(os.path.join(tempfile.mkdtemp(), "lg.db"), embedder=HashEmbedder()))
>>> store.put(("u1", "memories"), "diet", {"text": "I am vegetarian", "since": 2019})
>>> store.get(("u1", "memories"), "diet").value
{'text': 'I am vegetarian', 'since': 2019}
>>> store.list_namespaces()
[('u1', 'memories')]
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal

import anyio.to_thread
from langgraph.store.base import (
    BaseStore,
    GetOp,
    InvalidNamespaceError,
    Item,
    ListNamespacesOp,
    MatchCondition,
    Op,
    PutOp,
    Result,
    SearchItem,
    SearchOp,
)
from langgraph.store.base.embed import get_text_at_path

from .. import rules
from ..memory import Memory
from ..models import Kind, MemoryUnit, Status

#: What a namespace position may name.
Role = Literal["user", "tenant", "kind", "label"]
#: The value fields read as the memory's text, first found wins, when no ``index`` fields are given.
TEXT_FIELDS = ("text", "content", "memory", "data")
#: How many memories one read of a namespace pages through at a time.
PAGE = 200
_TOPIC_SEP = "/"
#: The statuses an item can have while it exists (credo may hold one for review, never drop it).
_LIVE = (Status.ACTIVE, Status.CHALLENGED, Status.QUARANTINED)


class CredoStore(BaseStore):
    """A LangGraph ``BaseStore`` whose items are memories of ``memory`` (see the module docstring).

    ``layout``: what each namespace position names (``"user"``, ``"tenant"``, ``"kind"``; any other
    position is a plain label), by default ``("user",)``. ``index``: the value fields whose text is
    embedded and searched (LangGraph's ``IndexConfig["fields"]`` paths), by default the first of
    :data:`TEXT_FIELDS` the value has, else the whole value as JSON.
    """

    supports_ttl = False

    __slots__ = ("memory", "layout", "fields")

    def __init__(self, memory: Memory, *, layout: Sequence[Role] = ("user",),
                 index: Sequence[str] | None = None) -> None:
        unknown = [r for r in layout if r not in ("user", "tenant", "kind", "label")]
        if unknown or len([r for r in layout if r == "user"]) > 1 or len([r for r in layout if r == "tenant"]) > 1:
            raise ValueError(f"layout names each of user and tenant at most once, positions among "
                             f"user, tenant, kind, label: {list(layout)}")
        self.memory = memory
        self.layout = tuple(layout)
        self.fields = tuple(index) if index is not None else None

    # -- the batch: every BaseStore method ends here ---------------------------------------------

    def batch(self, ops: Iterable[Op]) -> list[Result]:
        """Run ``ops`` in order, one result per op (LangGraph's contract)."""
        results: list[Result] = []
        for op in ops:
            if isinstance(op, GetOp):
                results.append(self._get(op.namespace, op.key))
            elif isinstance(op, SearchOp):
                results.append(self._search(op))
            elif isinstance(op, PutOp):
                self._put(op)
                results.append(None)
            elif isinstance(op, ListNamespacesOp):
                results.append(self._list(op))
            else:
                raise ValueError(f"unknown operation {type(op).__name__}")
        return results

    async def abatch(self, ops: Iterable[Op]) -> list[Result]:
        """:meth:`batch` in a worker thread: the event loop goes on while models and the database work."""
        todo = list(ops)
        return await anyio.to_thread.run_sync(lambda: self.batch(todo))

    # -- namespaces ------------------------------------------------------------------------------

    def _scope(self, namespace: tuple[str, ...]) -> tuple[str, str, Kind]:
        """The tenant, user and kind a namespace's items are stored under."""
        tenant, user, kind = self.memory.tenant or "default", None, Kind.FACT
        for role, label in zip(self.layout, namespace, strict=False):
            if role == "tenant":
                tenant = label
            elif role == "user":
                user = label
            elif role == "kind":
                try:
                    kind = Kind(label)
                except ValueError:
                    raise InvalidNamespaceError(
                        f"namespace {namespace}: {label!r} is in the kind position but names no credo kind "
                        f"(one of {', '.join(k.value for k in Kind)})") from None
        return tenant, user if user is not None else f"ns:{namespace[0]}", kind

    def _where(self, prefix: tuple[str, ...]) -> tuple[str, str | None]:
        """The tenant and user whose memories can lie under ``prefix`` (user None: every user of the tenant)."""
        tenant, user = self.memory.tenant or "default", None
        for role, label in zip(self.layout, prefix, strict=False):
            if role == "tenant":
                tenant = label
            elif role == "user":
                user = label
        if user is None and prefix and "user" not in self.layout:
            user = f"ns:{prefix[0]}"
        return tenant, user

    # -- reads -----------------------------------------------------------------------------------

    def _items(self, tenant: str, user: str | None, topic: str | None = None) -> list[MemoryUnit]:
        """Every live item memory of one user (or of every user), newest first."""
        found: list[MemoryUnit] = []
        offset = 0
        while True:
            page = self.memory.browse(user=user, tenant=tenant, statuses=_LIVE, topic=topic, limit=PAGE,
                                      offset=offset)
            found += [u for u in page if isinstance(u.metadata.get("langgraph"), dict)]
            if len(page) < PAGE:
                return found
            offset += PAGE

    def _find(self, namespace: tuple[str, ...], key: str) -> MemoryUnit | None:
        tenant, user, _ = self._scope(namespace)
        for unit in self._items(tenant, user, _topic(namespace)):
            held = unit.metadata["langgraph"]
            if held.get("key") == key and tuple(held.get("namespace", ())) == namespace:
                return unit
        return None

    def _get(self, namespace: tuple[str, ...], key: str) -> Item | None:
        unit = self._find(tuple(namespace), key)
        return _as_item(unit) if unit is not None else None

    def _search(self, op: SearchOp) -> list[SearchItem]:
        prefix = tuple(op.namespace_prefix)
        scored: list[tuple[MemoryUnit, float | None]] = []
        tenant, user = self._where(prefix)
        if op.query:
            for who in [user] if user is not None else rules.users(self.memory.backend, tenant):
                # LangGraph ranks every item of the namespace: no relevance floor, no confidence floor
                hits = self.memory.recall(op.query, user=who, tenant=tenant, limit=200, min_confidence=0.0,
                                          min_semantic=0.0, record_access=False)
                scored += [(h.memory, h.score) for h in hits if isinstance(h.memory.metadata.get("langgraph"), dict)]
        else:
            scored += [(u, None) for u in self._items(tenant, user)]
        if op.query:
            scored.sort(key=lambda pair: -(pair[1] or 0.0))
        chosen = [(u, s) for u, s in scored
                  if _under(u, prefix) and (not op.filter or _matches(_value(u), op.filter))]
        page = chosen[op.offset:op.offset + op.limit]
        return [_as_search_item(u, s) for u, s in page]

    def _list(self, op: ListNamespacesOp) -> list[tuple[str, ...]]:
        prefix: tuple[str, ...] = ()
        for condition in op.match_conditions or ():
            if condition.match_type == "prefix" and "*" not in condition.path:
                prefix = tuple(condition.path)
        seen: set[tuple[str, ...]] = set()
        for unit in self._items(*self._where(prefix)):
            namespace = tuple(unit.metadata["langgraph"]["namespace"])
            if all(_does_match(c, namespace) for c in op.match_conditions or ()):
                seen.add(namespace[:op.max_depth] if op.max_depth is not None else namespace)
        return sorted(seen)[op.offset:op.offset + op.limit]

    # -- writes ----------------------------------------------------------------------------------

    def _put(self, op: PutOp) -> None:
        namespace = tuple(op.namespace)
        if not namespace:
            raise InvalidNamespaceError("namespace cannot be empty")
        tenant, user, kind = self._scope(namespace)
        old = self._find(namespace, op.key)
        if op.value is None:
            if old is not None:
                self.memory.erase(old.id, tenant=tenant)
            return
        value = dict(op.value)
        text = self._text(value, op.index)
        held = {"namespace": list(namespace), "key": op.key,
                "value": json.dumps(value, ensure_ascii=False, allow_nan=False)}
        if old is not None:
            self.memory.edit(old.id, text=text, metadata={"langgraph": held}, tenant=tenant)
            return
        self.memory.store(text, user=user, tenant=tenant, kind=kind, topic=_topic(namespace), source="system",
                          pinned=True, metadata={"langgraph": held}, actor="langgraph")

    def _text(self, value: Mapping[str, Any], index: Literal[False] | list[str] | None) -> str:
        fields = index if isinstance(index, list) else self.fields
        if fields:
            texts = [t for path in fields for t in get_text_at_path(value, path)]
            if texts:
                return "\n".join(texts)
        for name in TEXT_FIELDS:
            if isinstance(value.get(name), str) and value[name].strip():
                return str(value[name])
        return json.dumps(value, sort_keys=True, ensure_ascii=False, default=str)


# -- LangGraph's rules, as its InMemoryStore applies them -------------------------------------------


def _topic(namespace: tuple[str, ...]) -> str:
    return _TOPIC_SEP.join(namespace)


def _under(unit: MemoryUnit, prefix: tuple[str, ...]) -> bool:
    return tuple(unit.metadata["langgraph"]["namespace"][:len(prefix)]) == prefix


def _value(unit: MemoryUnit) -> dict[str, Any]:
    """The value as it was put (JSON text in the metadata keeps its key order)."""
    value: dict[str, Any] = json.loads(unit.metadata["langgraph"]["value"])
    return value


def _as_item(unit: MemoryUnit) -> Item:
    held = unit.metadata["langgraph"]
    return Item(value=_value(unit), key=held["key"], namespace=tuple(held["namespace"]),
                created_at=unit.created_at, updated_at=unit.updated_at or unit.created_at)


def _as_search_item(unit: MemoryUnit, score: float | None) -> SearchItem:
    held = unit.metadata["langgraph"]
    return SearchItem(namespace=tuple(held["namespace"]), key=held["key"], value=_value(unit),
                      created_at=unit.created_at, updated_at=unit.updated_at or unit.created_at,
                      score=round(score, 6) if score is not None else None)


def _does_match(condition: MatchCondition, namespace: tuple[str, ...]) -> bool:
    """Whether a namespace meets a prefix or suffix condition (``*`` matches any label)."""
    path = tuple(condition.path)
    if len(namespace) < len(path):
        return False
    pairs = zip(namespace, path) if condition.match_type == "prefix" else zip(reversed(namespace), reversed(path))
    return all(p == "*" or n == p for n, p in pairs)


def _matches(value: Mapping[str, Any], conditions: Mapping[str, Any]) -> bool:
    return all(_compare(value.get(key), expected) for key, expected in conditions.items())


def _compare(actual: Any, expected: Any) -> bool:
    """LangGraph's filter semantics: operators on a value, nested dicts, lists compared element-wise."""
    if isinstance(expected, dict):
        if any(k.startswith("$") for k in expected):
            return all(_apply(actual, op, operand) for op, operand in expected.items())
        return isinstance(actual, dict) and all(_compare(actual.get(k), v) for k, v in expected.items())
    if isinstance(expected, (list, tuple)):
        return (isinstance(actual, (list, tuple)) and len(actual) == len(expected)
                and all(_compare(a, e) for a, e in zip(actual, expected)))
    return bool(actual == expected)


def _apply(actual: Any, op: str, operand: Any) -> bool:
    if op == "$eq":
        return bool(actual == operand)
    if op == "$ne":
        return bool(actual != operand)
    if op not in ("$gt", "$gte", "$lt", "$lte"):
        raise ValueError(f"Unsupported operator: {op}")
    if actual is None:
        return False
    a, b = float(actual), float(operand)
    return {"$gt": a > b, "$gte": a >= b, "$lt": a < b, "$lte": a <= b}[op]


__all__ = ["CredoStore", "TEXT_FIELDS"]
