"""credo: memory for AI agents, managed as a belief state.

>>> import credo
>>> sorted(credo.__all__)[:3]
['BgeSmallEmbedder', 'CardLine', 'Classification']
"""

from .embed import BgeSmallEmbedder, Embedder, HashEmbedder, MiniLMEmbedder
from .errors import (
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
    History,
    Classification,
    Kind,
    Layer,
    Link,
    LinkType,
    CardLine,
    MemoryUnit,
    PeerCard,
    Source,
    Status,
    StatusChange,
)
from .recall import RecallResult
from .policies import RecallWeights
from .rerank import CrossEncoderReranker, Reranker
from .store.base import RecallFilter, Store
from .store.sqlite import SQLiteStore
from .version import __version__
from .write import StoreResult

__all__ = [
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
