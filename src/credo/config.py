"""Deployment configuration: a TOML file, ``CREDO_*`` environment variables and command-line flags.

Only the CLI and the server read it; the library keeps taking explicit
constructor arguments. Each key has one value, taken from the first of::

    flag (--db, --port ...)  >  environment (CREDO_...)  >  file (--config credo.toml)  >  default

Keys are ``section.name`` (``decay.lam``, ``write.duplicate_cosine``); the
environment variable of a key is ``CREDO_`` + its name in capitals with the dot
as ``_`` (``CREDO_DECAY_LAM``), except the short names ``CREDO_DB``,
``CREDO_TENANT``, ``CREDO_WEIGHTS``, ``CREDO_RERANK``, ``CREDO_RERANK_DEPTH`` and ``CREDO_EMBEDDER``. ``credo.example.toml``
documents every key; ``credo config show`` prints each effective value and
where it came from.

Secrets never live in the file: an API key is read at start-up from the
environment variable that ``extractor.api_key_env`` names, and is shown only
as "set via $VAR".

>>> loaded = load(env={"CREDO_DECAY_LAM": "0.05", "CREDO_DB": "env.db"}, flags={"store.db": "x.db"})
>>> loaded.config.decay.lam, loaded.config.store.db
(0.05, 'x.db')
>>> loaded.sources["decay.lam"], loaded.sources["store.db"], loaded.sources["store.tenant"]
('env CREDO_DECAY_LAM', 'flag --db', 'default')
"""

from __future__ import annotations

import dataclasses
import re
import tomllib
import typing
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, create_model, field_validator, model_validator

from .errors import InvalidInput
from .decay import DEFAULT_BOOST_CAP, DEFAULT_LAMBDA, POLICIES, DecayPolicy
from .policies import (
    ACCESS_LOG_DAYS,
    AUDIT_DAYS,
    BATCH,
    EXPLORE_MARGIN,
    JOBS_DAYS,
    MAX_RERANK_DEPTH,
    RERANK_DEPTH,
    ContextPolicy,
    EvictPolicy,
    ForgetPolicy,
    PipelinePolicy,
    PrunePolicy,
    RecallWeights,
    WritePolicy,
)
from .scheduler import DEFAULT_INTERVALS

CONFIG_ENV = "CREDO_CONFIG"
#: Older, shorter names kept for the keys everyone sets.
ENV_NAMES = {"store.db": "CREDO_DB", "store.tenant": "CREDO_TENANT", "recall.weights": "CREDO_WEIGHTS",
             "recall.rerank": "CREDO_RERANK", "recall.rerank_depth": "CREDO_RERANK_DEPTH",
             "embedder.model": "CREDO_EMBEDDER"}
#: The command-line flags that set a key (any key can also be set with ``--set KEY=VALUE``).
FLAGS = {"store.db": "--db", "store.tenant": "--tenant", "recall.weights": "--weights",
         "recall.rerank": "--rerank/--no-rerank", "recall.rerank_depth": "--rerank-depth", "embedder.model": "--embedder",
         "server.host": "--host", "server.port": "--port", "server.require_keys": "--require-keys",
         "server.allowed_hosts": "--allowed-host", "server.allowed_origins": "--allow-origin"}
_DURATION = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhd]?)\s*$")
_UNITS = {"": 1, "s": 1, "m": 60, "h": 3600, "d": 86400}
#: Write thresholds by these names are similarities or confidences: between 0 and 1.
_FRACTIONS = ("_cosine", "_jaccard", "_confidence", "_threshold")


class _Section(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)


class StoreSection(_Section):
    """Where the memories live and whose they are."""

    db: str = Field("credo.db", min_length=1)
    tenant: str = Field("default", min_length=1)


class EmbedderSection(_Section):
    """Which model embeds memories and queries: ``auto`` keeps the store's own model (bge-small for a new store)."""

    model: Literal["auto", "bge-small", "minilm"] = "auto"


class ExtractorSection(_Section):
    """Which model turns conversation into memories: the offline reader, or an LLM guarded by it.

    ``provider = "rules"`` (the default) is the offline reader (:mod:`credo.llm.reader`): spaCy's
    dependency parse read by rules, no network. With ``openai`` or ``anthropic`` the model's answers
    pass the reader's guard rails (:mod:`credo.llm.guard`), and when ``fallback`` is on (the default)
    a model call that fails or times out is read by the offline reader instead, the failure listed in
    the answer's ``skipped``; off, the failure propagates (the job fails, the text is kept).
    """

    provider: Literal["rules", "openai", "anthropic"] = "rules"
    base_url: str | None = None      # openai: required (http://localhost:11434/v1); anthropic: optional
    model: str | None = None         # openai: required; anthropic: defaults to Claude Haiku
    api_key_env: str | None = None   # the NAME of the environment variable holding the key
    timeout: float = Field(60.0, gt=0)
    max_retries: int = Field(2, ge=0, le=10)
    schema_mode: Literal["json_schema", "json_object"] = "json_schema"  # openai only
    fallback: bool = True            # a failed or timed-out model call is read by the offline reader instead


class MergerSection(_Section):
    """How consolidation writes a canonical memory: the extractive merger, or the extractor's LLM.

    ``kind = "llm"`` also hands the extractor's model to the other maintenance steps that can use
    one (peer-card prose, confirming cross-domain bridges, semantic facts from session summaries).
    """

    kind: Literal["extractive", "llm"] = "extractive"
    max_chars: int = Field(2000, ge=100)  # extractive only


class DecaySection(_Section):
    """The decay curve (``credo.decay``) and its parameters."""

    policy: Literal[tuple(POLICIES)] = "recall"  # type: ignore[valid-type]
    mode: Literal["l2", "huber", "elastic"] = "huber"  # engram only
    lam: float = Field(DEFAULT_LAMBDA, gt=0)            # recall only
    boost_cap: float = Field(DEFAULT_BOOST_CAP, gt=0)   # recall only


def _duration(value: Any) -> Any:
    """Seconds, or a string like ``"90s"``, ``"10m"``, ``"1h"``, ``"7d"``; anything else is left to fail."""
    if isinstance(value, str) and (match := _DURATION.match(value)):
        return float(match.group(1)) * _UNITS[match.group(2)]
    return value


def _write_section() -> type[_Section]:
    """Every field of :class:`credo.policies.WritePolicy`, so a new threshold is configurable at once."""
    hints = typing.get_type_hints(WritePolicy)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(WritePolicy):
        default: Any = f.default
        if hints[f.name] is float and f.name.endswith(_FRACTIONS):
            fields[f.name] = (float, Field(default, ge=0, le=1))
        elif hints[f.name] in (int, float):
            fields[f.name] = (hints[f.name], Field(default, ge=0))
        else:
            fields[f.name] = (hints[f.name], default)
    return create_model("WriteSection", __base__=_Section, __doc__="The write path's thresholds.", **fields)


if TYPE_CHECKING:  # built from the policies at import time; mypy sees their common base
    WriteSection = _Section
else:
    WriteSection = _write_section()


class ForgetSection(_Section):
    """The forgetting passes' thresholds and the opt-in retention settings (0: never erase)."""

    evict_below: float = Field(0.15, ge=0, le=1)
    max_evict: int = Field(50, ge=1, le=1000)
    archive_after_days: float = Field(90.0, ge=0)
    archive_retention: float = Field(0.15, ge=0, le=1)
    archive_importance: float = Field(0.3, ge=0, le=1)
    archive_accesses: int = Field(3, ge=0)
    keep_importance: float = Field(0.3, ge=0, le=1)
    episodic_cap: int = Field(10_000, ge=1)
    purge_superseded_after_days: float = Field(0, ge=0)  # 0: superseded and merged versions are kept
    erase_archived_after_days: float = Field(0, ge=0)    # 0: archived memories are kept


def _policy_section(policy: type[Any], name: str, doc: str, fractions: frozenset[str]) -> type[_Section]:
    """A config section with every field of a policy dataclass (``fractions`` lie in [0, 1], the rest >= 0)."""
    hints = typing.get_type_hints(policy)
    fields: dict[str, Any] = {}
    for f in dataclasses.fields(policy):
        default: Any = f.default
        fields[f.name] = (hints[f.name], Field(default, ge=0, le=1) if f.name in fractions else Field(default, ge=0))
    return create_model(name, __base__=_Section, __doc__=doc, **fields)


if TYPE_CHECKING:
    PipelineSection = _Section
    EvictSection = _Section
    ContextSection = _Section
else:
    PipelineSection = _policy_section(
        PipelinePolicy, "PipelineSection", "agentmemory's consolidation stages (credo.manage.pipeline).",
        frozenset({"reflect_jaccard", "procedure_strength", "procedure_boost", "decay_factor", "strength_floor"}))
    EvictSection = _policy_section(
        EvictPolicy, "EvictSection", "agentmemory's evict and auto-forget thresholds (credo.manage.sessions).",
        frozenset({"low_importance", "contradiction_jaccard", "low_value_importance"}))
    ContextSection = _policy_section(
        ContextPolicy, "ContextSection", "How context spends its budget: the profile and the standing beliefs.",
        frozenset({"profile_share", "standing_share"}))


class PruneSection(_Section):
    """How long the prune job (and dream step 7) keeps each log, in days (0: forever)."""

    access_log_days: float = Field(ACCESS_LOG_DAYS, ge=0)
    jobs_days: float = Field(JOBS_DAYS, ge=0)
    audit_days: float = Field(AUDIT_DAYS, ge=0)
    batch: int = Field(BATCH, ge=1, le=100_000)


class AuditSection(_Section):
    """The audit log's key: read at start-up from the environment variable ``key_env`` names, never from the file
    or the database (:mod:`credo.store.chain`). Comma-separated keys rotate: the first signs, each verifies."""

    key_env: str = "CREDO_AUDIT_KEY"


class _Intervals(_Section):
    @model_validator(mode="before")
    @classmethod
    def _durations(cls, values: Any) -> Any:
        if isinstance(values, dict):
            return {k: _duration(v) if k in DEFAULT_INTERVALS else v for k, v in values.items()}
        return values


_INTERVAL_FIELDS: dict[str, Any] = {"enabled": (bool, True),
                                    **{task: (float, Field(seconds, ge=0)) for task, seconds in DEFAULT_INTERVALS.items()}}
if TYPE_CHECKING:
    SchedulerSection = _Intervals
else:
    SchedulerSection = create_model(
        "SchedulerSection", __base__=_Intervals,
        __doc__="Seconds between runs of each maintenance task in ``credo serve`` (or 90s, 10m, 1h, 7d); 0 disables.",
        **_INTERVAL_FIELDS)


#: The weights presets by name (``recall.weights``).
WEIGHTS = {"default": RecallWeights, "conversations": RecallWeights.conversations, "knowlyr": RecallWeights.knowlyr}


class RecallSection(_Section):
    """How recall ranks: the weights preset, the exploration margin and the cross-encoder stage."""

    weights: Literal[tuple(WEIGHTS)] = "default"  # type: ignore[valid-type]
    explore_margin: float = Field(EXPLORE_MARGIN, ge=0)
    rerank: bool = True
    rerank_depth: int = Field(RERANK_DEPTH, ge=0, le=MAX_RERANK_DEPTH)


class ServerSection(_Section):
    """Where ``credo serve`` listens and whom it answers."""

    host: str = "127.0.0.1"
    port: int = Field(8420, ge=1, le=65535)
    require_keys: bool = False
    allowed_hosts: list[str] = Field(default_factory=list)
    allowed_origins: list[str] = Field(default_factory=list)

    @field_validator("allowed_hosts", "allowed_origins", mode="before")
    @classmethod
    def _comma_list(cls, value: Any) -> Any:
        if isinstance(value, str):  # from the environment: comma-separated
            return [part.strip() for part in value.split(",") if part.strip()]
        return value


class Config(_Section):
    """The whole configuration; each section is documented in ``credo.example.toml``."""

    store: StoreSection = StoreSection()
    embedder: EmbedderSection = EmbedderSection()
    extractor: ExtractorSection = ExtractorSection()
    merger: MergerSection = MergerSection()
    decay: DecaySection = DecaySection()
    write: WriteSection = WriteSection()
    forget: ForgetSection = ForgetSection()
    pipeline: PipelineSection = PipelineSection()
    evict: EvictSection = EvictSection()
    prune: PruneSection = PruneSection()
    audit: AuditSection = AuditSection()
    scheduler: SchedulerSection = SchedulerSection()
    recall: RecallSection = RecallSection()
    context: ContextSection = ContextSection()
    server: ServerSection = ServerSection()


def keys() -> list[str]:
    """Every configuration key, ``section.name``, in documentation order.

    >>> keys()[:4]
    ['store.db', 'store.tenant', 'embedder.model', 'extractor.provider']
    """
    return [f"{section}.{name}" for section, field in Config.model_fields.items()
            for name in typing.cast(type[_Section], field.annotation).model_fields]


def env_name(key: str) -> str:
    """The environment variable for ``key``.

    >>> env_name("decay.lam"), env_name("store.db")
    ('CREDO_DECAY_LAM', 'CREDO_DB')
    """
    return ENV_NAMES.get(key) or "CREDO_" + key.replace(".", "_").upper()


@dataclass(frozen=True)
class Loaded:
    """A validated configuration, where each key's value came from, and the environment it was read with."""

    config: Config
    sources: dict[str, str]
    path: str | None = None
    env: Mapping[str, str] = dataclasses.field(default_factory=dict, repr=False)

    def value(self, key: str) -> Any:
        section, name = key.split(".", 1)
        return getattr(getattr(self.config, section), name)

    def api_key(self) -> str | None:
        """The extractor's API key, read from the variable ``extractor.api_key_env`` names."""
        name = self.config.extractor.api_key_env
        if not name:
            return None
        key = self.env.get(name, "")
        if not key.strip():
            raise InvalidInput(f"config: extractor.api_key_env names ${name}, which is not set")
        return key.strip()

    def audit_key(self) -> str | None:
        """The audit keys (comma-separated), read from the variable ``audit.key_env`` names; None when unset."""
        name = self.config.audit.key_env
        return (self.env.get(name, "").strip() or None) if name else None

    def show(self) -> list[dict[str, Any]]:
        """One row per key: ``{"key", "value", "source"}``; the API key only as where it is set, and every
        password, token or key in a URL (userinfo or query parameter) as ``***`` (:func:`credo.redact.redact`)."""
        from .redact import redact

        def shown(value: Any) -> Any:
            if isinstance(value, str):
                return redact(value)
            if isinstance(value, list):
                return [shown(item) for item in value]
            return value

        rows = [{"key": key, "value": shown(self.value(key)), "source": self.sources[key]} for key in keys()]
        name = self.config.extractor.api_key_env
        secret = (f"set via ${name}" if self.env.get(name, "").strip() else f"not set (${name} is empty)") \
            if name else None
        at = next(i for i, row in enumerate(rows) if row["key"] == "extractor.api_key_env") + 1
        rows.insert(at, {"key": "extractor.api_key", "value": secret, "source": self.sources["extractor.api_key_env"]})
        name = self.config.audit.key_env
        audit = (f"set via ${name}" if self.audit_key() else f"not set (${name} is empty)") if name else None
        at = next(i for i, row in enumerate(rows) if row["key"] == "audit.key_env") + 1
        rows.insert(at, {"key": "audit.key", "value": audit, "source": self.sources["audit.key_env"]})
        return rows


def load(path: str | Path | None = None, *, env: Mapping[str, str] | None = None,
         flags: Mapping[str, Any] | None = None, sets: Mapping[str, Any] | None = None) -> Loaded:
    """Read the file (``path``, else ``$CREDO_CONFIG``), the environment, ``sets`` and ``flags``; validate them all.

    ``flags`` maps keys to the values their own flags gave (``--db``; leave out the ones not
    given), ``sets`` to those ``--set KEY=VALUE`` gave, for any key: a key's own flag beats
    ``--set``, which beats the environment. Any bad key or value raises InvalidInput naming it
    and where it came from.

    >>> load(sets={"store.tenant": "acme"}).sources["store.tenant"]
    'flag --set'
    """
    env = dict(env or {})
    path = str(path) if path else env.get(CONFIG_ENV) or None
    layers: list[tuple[str, dict[str, Any]]] = []
    if path:
        layers.append((f"file {path}", _read_file(path)))
    layers.append(("env", {key: env[env_name(key)] for key in keys() if env.get(env_name(key), "") != ""}))
    layers.append(("set", {key: value for key, value in (sets or {}).items() if value is not None}))
    layers.append(("flag", {key: value for key, value in (flags or {}).items() if value is not None}))
    merged: dict[str, Any] = {}
    sources = {key: "default" for key in keys()}
    for label, values in layers:
        for key, value in values.items():
            if key not in sources:
                raise InvalidInput(f"config: unknown key {key} ({'flag --set' if label == 'set' else label})")
            merged[key] = value
            sources[key] = {"env": f"env {env_name(key)}", "flag": f"flag {FLAGS.get(key, '--set')}",
                            "set": "flag --set"}.get(label, label)
    nested: dict[str, dict[str, Any]] = {}
    for key, value in merged.items():
        section, name = key.split(".", 1)
        nested.setdefault(section, {})[name] = value
    try:
        config = Config.model_validate(nested)
    except ValidationError as exc:
        error = exc.errors()[0]
        key = ".".join(str(part) for part in error["loc"][:2])
        raise InvalidInput(f"config: {key}: {error['msg']} (from {sources.get(key, 'default')})") from None
    _check_combinations(config)
    return Loaded(config=config, sources=sources, path=path, env=env)


def _read_file(path: str) -> dict[str, Any]:
    """The file's keys, flattened to ``section.name``; unknown sections and secrets refused."""
    try:
        with open(path, "rb") as handle:
            data = tomllib.load(handle)
    except OSError as exc:
        raise InvalidInput(f"config: cannot read {path}: {exc.strerror or exc}") from None
    except tomllib.TOMLDecodeError as exc:
        raise InvalidInput(f"config: {path} is not valid TOML: {exc}") from None
    flat: dict[str, Any] = {}
    for section, table in data.items():
        if not isinstance(table, dict):
            raise InvalidInput(f"config: {section} in {path} must be a [section], not a value")
        for name, value in table.items():
            if name == "api_key":
                raise InvalidInput(f"config: {section}.api_key in {path}: secrets do not go in the file; put the "
                                   f"key in an environment variable and name it with {section}.api_key_env")
            flat[f"{section}.{name}"] = value
    return flat


def _check_combinations(config: Config) -> None:
    extractor = config.extractor
    if extractor.provider == "openai" and not (extractor.base_url and extractor.model):
        raise InvalidInput("config: extractor.provider = openai needs extractor.base_url and extractor.model")
    if extractor.provider == "anthropic" and not extractor.api_key_env:
        raise InvalidInput("config: extractor.provider = anthropic needs extractor.api_key_env "
                           "(the variable holding the key)")
    if config.merger.kind == "llm" and extractor.provider == "rules":
        raise InvalidInput("config: merger.kind = llm uses the extractor's model; set extractor.provider "
                           "to openai or anthropic")


# -- building what the configuration describes ------------------------------------------------


def build_extractor(loaded: Loaded) -> Any:
    """The configured extractor (``None`` for the offline reader, which Memory builds itself): a model
    behind the reader's guard rails, falling back to the reader when ``extractor.fallback`` is on."""
    model = build_model(loaded)
    if model is None:
        return None
    from .llm.fallback import FallbackExtractor
    from .llm.reader import Reader

    reader = Reader()
    return FallbackExtractor(model, fallback=reader, enabled=loaded.config.extractor.fallback, guide=reader)


def build_model(loaded: Loaded) -> Any:
    """The configured model extractor, or ``None`` for the rules extractor."""
    section = loaded.config.extractor
    if section.provider == "openai":
        from .llm.openai import OpenAIExtractor

        if not (section.base_url and section.model):
            raise InvalidInput("config: extractor.provider = openai needs extractor.base_url and extractor.model")
        return OpenAIExtractor(section.base_url, section.model, loaded.api_key(), timeout=section.timeout,
                               max_retries=section.max_retries, schema_mode=section.schema_mode)
    if section.provider == "anthropic":
        from .llm.anthropic import DEFAULT_BASE_URL, DEFAULT_MODEL, AnthropicExtractor

        return AnthropicExtractor(section.model or DEFAULT_MODEL, loaded.api_key(),
                                  base_url=section.base_url or DEFAULT_BASE_URL, timeout=section.timeout,
                                  max_retries=section.max_retries)
    return None


def build_merger(loaded: Loaded, extractor: Any) -> Any:
    """The consolidation merger: extractive, or the extractor's model answering in plain text."""
    from .manage.consolidate import ExtractiveMerger, LLMMerger

    if loaded.config.merger.kind == "llm":
        model = getattr(extractor, "primary", extractor)  # behind a fallback, the model itself
        return LLMMerger(model.complete, name=model.name)
    return ExtractiveMerger(max_chars=loaded.config.merger.max_chars)


def write_policy(config: Config) -> WritePolicy:
    """The write thresholds as a :class:`credo.policies.WritePolicy`."""
    return WritePolicy(**config.write.model_dump())


def forget_policy(config: Config) -> ForgetPolicy:
    """The forgetting thresholds as a :class:`credo.policies.ForgetPolicy` (a retention of 0: never)."""
    fields = config.forget.model_dump()
    for name in ("purge_superseded_after_days", "erase_archived_after_days"):
        fields[name] = fields[name] or None
    return ForgetPolicy(**fields)


def pipeline_policy(config: Config) -> PipelinePolicy:
    """The consolidation stages' thresholds as a :class:`credo.policies.PipelinePolicy`."""
    return PipelinePolicy(**config.pipeline.model_dump())


def evict_policy(config: Config) -> EvictPolicy:
    """The evict/auto-forget thresholds as a :class:`credo.policies.EvictPolicy`."""
    return EvictPolicy(**config.evict.model_dump())


def context_policy(config: Config) -> ContextPolicy:
    """How context spends its budget, as a :class:`credo.policies.ContextPolicy`."""
    return ContextPolicy(**config.context.model_dump())


def prune_policy(config: Config) -> PrunePolicy:
    """The log retentions as a :class:`credo.policies.PrunePolicy`."""
    return PrunePolicy(**config.prune.model_dump())


def decay_policy(config: Config) -> DecayPolicy:
    """The decay curve as a :class:`credo.decay.DecayPolicy`."""
    section = config.decay
    return DecayPolicy(section.policy, section.mode, lam=section.lam, boost_cap=section.boost_cap)


def recall_weights(config: Config) -> RecallWeights:
    """The recall weights preset with the configured exploration margin."""
    return dataclasses.replace(WEIGHTS[config.recall.weights](), explore_margin=config.recall.explore_margin)


def intervals(config: Config) -> dict[str, float]:
    """Seconds between scheduled runs of each task (0: never); all 0 when the scheduler is disabled."""
    section = config.scheduler
    enabled = bool(getattr(section, "enabled"))
    return {task: (float(getattr(section, task)) if enabled else 0.0) for task in DEFAULT_INTERVALS}


def embedder_name(config: Config) -> str | None:
    """The configured embedder's name, or None for ``auto`` (the store's own model, else the default)."""
    return None if config.embedder.model == "auto" else config.embedder.model


def build_memory(loaded: Loaded, **overrides: Any) -> Any:
    """A :class:`credo.Memory` as configured; ``overrides`` (an ``embedder``, a ``clock``) pass through."""
    from .memory import Memory

    from .rerank import DEFAULT_RERANKER

    config = loaded.config
    extractor = build_extractor(loaded)
    settings = {"reranker": DEFAULT_RERANKER if config.recall.rerank else None,
                "rerank_depth": config.recall.rerank_depth, "embedder": embedder_name(config), **overrides}
    model = getattr(extractor, "primary", extractor)  # behind a fallback, the model itself
    llm = model.complete if config.merger.kind == "llm" else None  # maintenance writes with the same model
    return Memory(config.store.db, tenant=config.store.tenant, weights=recall_weights(config),
                  extractor=extractor, policy=write_policy(config), decay=decay_policy(config),
                  forget_policy=forget_policy(config), pipeline_policy=pipeline_policy(config),
                  evict_policy=evict_policy(config), prune_policy=prune_policy(config),
                  context_policy=context_policy(config),
                  merger=build_merger(loaded, extractor), llm=llm, audit_key=loaded.audit_key(), **settings)
