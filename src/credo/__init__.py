"""credo: memory for AI agents, managed as a belief state.

>>> import credo
>>> sorted(credo.__all__)[:3]
['AmbiguousId', 'AsyncMemory', 'BgeSmallEmbedder']

The names below load on first use (PEP 562), so ``import credo.cli`` or
``import credo.errors`` does not import the whole library: a command that needs no
model or database imports neither.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .aio import AsyncMemory
    from .embed import BgeSmallEmbedder, Embedder, HashEmbedder, MiniLMEmbedder
    from .errors import (
        AmbiguousId,
        Conflict,
        CredoError,
        EmbeddingError,
        ExtractionFailed,
        InvalidInput,
        MissingScope,
        NotFound,
        PermissionDenied,
        ProviderError,
        StorageError,
        Unauthenticated,
    )
    from .memory import Memory
    from .models import (
        CardLine,
        Classification,
        History,
        Kind,
        Layer,
        Link,
        LinkType,
        MemoryUnit,
        PeerCard,
        Source,
        Status,
        StatusChange,
    )
    from .policies import RecallWeights
    from .recall import RecallResult
    from .rerank import CrossEncoderReranker, Reranker
    from .store.base import RecallFilter, Store
    from .store.sqlite import SQLiteStore
    from .version import __version__
    from .write import StoreResult

#: Where each public name lives.
_HOMES = {
    "AsyncMemory": "aio",
    **dict.fromkeys(("BgeSmallEmbedder", "Embedder", "HashEmbedder", "MiniLMEmbedder"), "embed"),
    **dict.fromkeys(("AmbiguousId", "Conflict", "CredoError", "EmbeddingError", "ExtractionFailed", "InvalidInput", "MissingScope",
                     "NotFound", "PermissionDenied", "ProviderError", "StorageError", "Unauthenticated"), "errors"),
    "Memory": "memory",
    **dict.fromkeys(("CardLine", "Classification", "History", "Kind", "Layer", "Link", "LinkType", "MemoryUnit",
                     "PeerCard", "Source", "Status", "StatusChange"), "models"),
    "RecallWeights": "policies",
    "RecallResult": "recall",
    **dict.fromkeys(("CrossEncoderReranker", "Reranker"), "rerank"),
    **dict.fromkeys(("RecallFilter", "Store"), "store.base"),
    "SQLiteStore": "store.sqlite",
    "StoreResult": "write",
    "__version__": "version",  # read from the installed package's metadata: about 60 ms, so on first use too
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'credo' has no attribute {name!r}")
    value = getattr(_module(home), name)
    globals()[name] = value  # once loaded, an ordinary attribute
    return value


def _module(home: str) -> Any:
    """The module a public name lives in, imported by a plain statement (the layers' checker reads these)."""
    if home == "aio":
        from . import aio
        return aio
    if home == "embed":
        from . import embed
        return embed
    if home == "errors":
        from . import errors
        return errors
    if home == "memory":
        from . import memory
        return memory
    if home == "models":
        from . import models
        return models
    if home == "policies":
        from . import policies
        return policies
    if home == "recall":
        from . import recall
        return recall
    if home == "rerank":
        from . import rerank
        return rerank
    if home == "store.base":
        from .store import base
        return base
    if home == "store.sqlite":
        from .store import sqlite
        return sqlite
    if home == "version":
        from . import version
        return version
    from . import write
    return write


def __dir__() -> list[str]:
    return sorted({*globals(), *_HOMES})


__all__ = [
    "AmbiguousId",
    "AsyncMemory",
    "BgeSmallEmbedder",
    "CardLine",
    "Classification",
    "Conflict",
    "CredoError",
    "CrossEncoderReranker",
    "Embedder",
    "EmbeddingError",
    "ExtractionFailed",
    "HashEmbedder",
    "History",
    "InvalidInput",
    "Kind",
    "Layer",
    "Link",
    "LinkType",
    "Memory",
    "MemoryUnit",
    "MiniLMEmbedder",
    "MissingScope",
    "NotFound",
    "PeerCard",
    "PermissionDenied",
    "ProviderError",
    "RecallFilter",
    "RecallResult",
    "RecallWeights",
    "Reranker",
    "SQLiteStore",
    "StorageError",
    "Source",
    "Status",
    "StatusChange",
    "Store",
    "StoreResult",
    "Unauthenticated",
    "__version__",
]
