"""Append-only, named schema migrations for the SQLite backend.

Each migration is a name and a script, applied once in order inside its own
transaction and recorded in ``credo_migrations``. Never edit or reorder an
applied migration: add a new one at the end. A database that records a
migration this code does not know was written by a newer credo and is refused.

(A hand-written runner rather than Alembic or yoyo: the schema is raw SQL with
FTS5 virtual tables and triggers that neither models, and the runner is the
sqlite-utils pattern in twenty lines.)
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence

from ..errors import StorageError

Migration = tuple[str, str]

#: The full-text tokenizer, as FTS5 writes it; :func:`credo.text.words` tokenizes the same way in Python.
FTS_TOKENIZER = "porter unicode61 remove_diacritics 2"

SQLITE_MIGRATIONS: list[Migration] = [
    (
        "0001_memories",
        """
        CREATE TABLE memories (
            seq INTEGER PRIMARY KEY,              -- stable rowid for the FTS index
            id TEXT NOT NULL UNIQUE,
            tenant TEXT NOT NULL,
            user TEXT NOT NULL,
            agent TEXT,
            source_session TEXT,
            text TEXT NOT NULL,
            kind TEXT NOT NULL,
            layer TEXT NOT NULL,
            topic TEXT,
            importance REAL NOT NULL CHECK (importance BETWEEN 0 AND 1),
            confidence REAL NOT NULL CHECK (confidence BETWEEN 0 AND 1),
            source TEXT NOT NULL,
            trust REAL NOT NULL CHECK (trust BETWEEN 0 AND 1),
            entity TEXT,
            attribute TEXT,
            value TEXT,
            created_at TEXT NOT NULL,             -- record time: when credo learned it
            updated_at TEXT,
            valid_from TEXT NOT NULL,             -- event time: when it became true
            valid_until TEXT,                     -- NULL = still true
            superseded_by TEXT,
            status TEXT NOT NULL,
            last_accessed TEXT,
            access_count INTEGER NOT NULL DEFAULT 0,
            recent_accesses TEXT NOT NULL DEFAULT '[]',
            decay_score REAL NOT NULL DEFAULT 1.0,
            q_value REAL NOT NULL DEFAULT 0.5,
            recall_count INTEGER NOT NULL DEFAULT 0,
            verified_count INTEGER NOT NULL DEFAULT 0,
            confirmations INTEGER NOT NULL DEFAULT 0,
            pinned INTEGER NOT NULL DEFAULT 0,
            forget_after TEXT,
            classification TEXT NOT NULL,
            domain TEXT,
            shared INTEGER NOT NULL DEFAULT 0,
            version INTEGER NOT NULL DEFAULT 1,
            parent_id TEXT,
            extractor TEXT,
            prompt_version TEXT,
            surprise REAL,
            metadata TEXT NOT NULL DEFAULT '{}',
            embedding_model TEXT,
            embedding_dim INTEGER
        );
        CREATE INDEX idx_memories_scope ON memories(tenant, user, status);
        CREATE INDEX idx_memories_superseded_by ON memories(superseded_by) WHERE superseded_by IS NOT NULL;
        -- seed 000: the contradiction check scans only open-ended memories
        CREATE INDEX idx_memories_entity_attr ON memories(tenant, user, entity, attribute)
            WHERE valid_until IS NULL;

        CREATE TABLE memory_vectors (
            seq INTEGER PRIMARY KEY REFERENCES memories(seq) ON DELETE CASCADE,
            vector BLOB NOT NULL                  -- float32, L2-normalised
        );
        -- bumped on every vector insert/delete so in-process vector caches know when to reload
        CREATE TABLE vector_state (
            tenant TEXT NOT NULL,
            user TEXT NOT NULL,
            generation INTEGER NOT NULL DEFAULT 0,
            deletions INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant, user)
        );
        """,
    ),
    (
        "0002_fulltext",
        """
        CREATE VIRTUAL TABLE memories_fts USING fts5(
            text, content='memories', content_rowid='seq',
            tokenize='""" + FTS_TOKENIZER + """'
        );
        CREATE TRIGGER memories_fts_insert AFTER INSERT ON memories BEGIN
            INSERT INTO memories_fts(rowid, text) VALUES (new.seq, new.text);
        END;
        CREATE TRIGGER memories_fts_delete AFTER DELETE ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.seq, old.text);
        END;
        CREATE TRIGGER memories_fts_update AFTER UPDATE OF text ON memories BEGIN
            INSERT INTO memories_fts(memories_fts, rowid, text) VALUES ('delete', old.seq, old.text);
            INSERT INTO memories_fts(rowid, text) VALUES (new.seq, new.text);
        END;
        INSERT INTO memories_fts(memories_fts) VALUES ('rebuild');
        """,
    ),
    (
        "0003_lifecycle",
        """
        CREATE TABLE status_history (
            seq INTEGER PRIMARY KEY,
            tenant TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            old TEXT,
            new TEXT NOT NULL,
            reason TEXT NOT NULL,
            actor TEXT NOT NULL,
            at TEXT NOT NULL
        );
        CREATE INDEX idx_status_history_memory ON status_history(tenant, memory_id, at);

        CREATE TABLE links (
            tenant TEXT NOT NULL,
            source_id TEXT NOT NULL,
            target_id TEXT NOT NULL,
            type TEXT NOT NULL,
            weight REAL NOT NULL DEFAULT 1.0,
            created_at TEXT NOT NULL,
            PRIMARY KEY (tenant, source_id, target_id, type)
        );
        CREATE INDEX idx_links_target ON links(tenant, target_id);

        CREATE TABLE access_log (
            seq INTEGER PRIMARY KEY,
            tenant TEXT NOT NULL,
            memory_id TEXT NOT NULL,
            at TEXT NOT NULL,
            kind TEXT NOT NULL                    -- 'recall' or 'get'
        );
        CREATE INDEX idx_access_log_memory ON access_log(tenant, memory_id);

        CREATE TABLE jobs (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            user TEXT,
            kind TEXT NOT NULL,
            status TEXT NOT NULL,                 -- queued, running, done, failed
            payload TEXT NOT NULL,
            result TEXT,
            error TEXT,
            idempotency_key TEXT,
            attempts INTEGER NOT NULL DEFAULT 0,
            created_at TEXT NOT NULL,
            started_at TEXT,
            finished_at TEXT
        );
        CREATE UNIQUE INDEX idx_jobs_idempotency ON jobs(tenant, idempotency_key)
            WHERE idempotency_key IS NOT NULL;
        CREATE INDEX idx_jobs_queue ON jobs(status, created_at);

        CREATE TABLE conflicts (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            user TEXT NOT NULL,
            entity TEXT NOT NULL,
            attribute TEXT NOT NULL,
            status TEXT NOT NULL,                 -- open, resolved
            memory_ids TEXT NOT NULL,             -- JSON list
            resolution TEXT,                      -- JSON
            created_at TEXT NOT NULL,
            resolved_at TEXT
        );
        CREATE INDEX idx_conflicts_pair ON conflicts(tenant, user, entity, attribute, status);

        CREATE TABLE audit_events (
            seq INTEGER PRIMARY KEY,
            tenant TEXT NOT NULL,
            at TEXT NOT NULL,
            actor TEXT NOT NULL,
            action TEXT NOT NULL,
            memory_id TEXT,
            detail TEXT NOT NULL,
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL                    -- sha256(prev_hash + canonical event)
        );
        CREATE INDEX idx_audit_tenant ON audit_events(tenant, seq);
        """,
    ),
    (
        "0004_job_leases_and_conflict_reasons",
        """
        -- a running job belongs to a worker until its lease ends; a dead worker's job is resumed
        ALTER TABLE jobs ADD COLUMN lease_until TEXT;
        ALTER TABLE jobs ADD COLUMN worker TEXT;
        CREATE INDEX idx_jobs_user ON jobs(tenant, user, status, created_at);
        ALTER TABLE conflicts ADD COLUMN reason TEXT NOT NULL DEFAULT '';
        """,
    ),
    (
        "0005_scheduler",
        """
        -- one row per maintenance job: when it last ran, and who holds it now (one runner across processes)
        CREATE TABLE scheduler_state (
            job TEXT PRIMARY KEY,
            last_run TEXT,
            holder TEXT,
            lease_until TEXT
        );
        """,
    ),
    (
        "0006_api_keys",
        """
        CREATE TABLE api_keys (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            user TEXT,
            agent TEXT,
            rights TEXT NOT NULL,                 -- comma-separated: read, write, admin
            ceiling TEXT NOT NULL,                -- highest classification the key may see
            secret_sha256 TEXT NOT NULL,          -- the secret itself is shown once and never stored
            label TEXT,
            created_at TEXT NOT NULL,
            revoked_at TEXT
        );
        CREATE INDEX idx_api_keys_tenant ON api_keys(tenant);
        """,
    ),
    (
        "0007_session_order",
        """
        -- recall reads a session's memories in the order they were written (neighbours, session documents)
        CREATE INDEX idx_memories_session ON memories(tenant, source_session, seq) WHERE source_session IS NOT NULL;
        """,
    ),
    (
        "0008_key_source",
        """
        -- provenance comes from the key: the source it writes as. Keys that existed before are read as the
        -- user's own (as they wrote until now) unless bound to an agent, which then writes as source agent.
        -- Rights are left as they were: a key with write does not gain the new review right.
        ALTER TABLE api_keys ADD COLUMN source TEXT NOT NULL DEFAULT 'user';
        UPDATE api_keys SET source = 'agent' WHERE agent IS NOT NULL;
        """,
    ),
    (
        "0009_merge_proposals",
        """
        -- consolidation groups that are similar but not restatements of one claim wait here for a person
        CREATE TABLE merge_proposals (
            id TEXT PRIMARY KEY,
            tenant TEXT NOT NULL,
            user TEXT NOT NULL,
            status TEXT NOT NULL,                 -- open, applied, dismissed
            memory_ids TEXT NOT NULL,             -- JSON list, oldest first
            detail TEXT NOT NULL,                 -- JSON: reason, canonical_text, classification, canonical_id, decided_by
            created_at TEXT NOT NULL,
            decided_at TEXT
        );
        CREATE INDEX idx_merge_proposals ON merge_proposals(tenant, user, status);
        """,
    ),
    (
        # escalations are data, not a reason's wording: a rival challenged by the loop guard
        "0010_history_escalation",
        """
        ALTER TABLE status_history ADD COLUMN escalation INTEGER NOT NULL DEFAULT 0;
        UPDATE status_history SET escalation = 1 WHERE new = 'challenged' AND reason LIKE 'contested:%';
        CREATE INDEX idx_status_history_at ON status_history(tenant, at);
        """,
    ),
    (
        # the TTL rule (credo.rules.ttl) reads the few memories with a TTL; without it, every row of the tenant
        "0011_forget_after_index",
        """
        CREATE INDEX idx_memories_forget_after ON memories(tenant, forget_after) WHERE forget_after IS NOT NULL;
        """,
    ),
    (
        # engram's nine importance factors (credo.importance): the text's emotional valence, scored at write,
        # and the combined score, written at write and by the decay job; NULL until then (the decay job
        # scores what it finds unscored, and reads fall back to the base importance)
        "0012_importance_factors",
        """
        ALTER TABLE memories ADD COLUMN valence REAL CHECK (valence BETWEEN 0 AND 1);
        ALTER TABLE memories ADD COLUMN effective_importance REAL CHECK (effective_importance BETWEEN 0 AND 1);
        """,
    ),
    (
        # what credo believes about each entity of a user, line by line (credo.manage.cards)
        "0013_peer_cards",
        """
        CREATE TABLE peer_cards (
            tenant TEXT NOT NULL,
            user TEXT NOT NULL,
            entity TEXT NOT NULL,
            lines TEXT NOT NULL,                  -- JSON [{text, memory_ids, section, classification}]
            memory_ids TEXT NOT NULL,             -- JSON: every source memory; erasing one deletes the card
            fingerprint TEXT NOT NULL,            -- hash of the sources' ids, versions and statuses
            built_at TEXT NOT NULL,
            writer TEXT NOT NULL,                 -- extractive, or the model that wrote the prose
            classification TEXT NOT NULL,         -- the highest of the sources'
            PRIMARY KEY (tenant, user, entity)
        );
        """,
    ),
    (
        # a vector's precision follows its memory's retention (credo.quantize, the compress job): the blob
        # holds the tier's bytes -- float32 for active, scale + offset + packed codes for warm/cold/archive
        "0015_vector_tiers",
        """
        ALTER TABLE memory_vectors ADD COLUMN tier TEXT NOT NULL DEFAULT 'active'
            CHECK (tier IN ('active', 'warm', 'cold', 'archive'));
        """,
    ),
    (
        # agentmemory's consolidation strength (credo.manage.pipeline): set on the semantic facts and procedures
        # the pipeline writes, decayed x0.9 per idle period, floor 0.1; NULL on every other memory
        "0016_strength_sessions",
        """
        ALTER TABLE memories ADD COLUMN strength REAL;
        """,
    ),
    (
        # log pruning (credo.manage.prune): what a pruned stretch of the audit chain was, itself hash-chained
        "0017_audit_checkpoints",
        """
        CREATE TABLE audit_checkpoints (
            seq INTEGER PRIMARY KEY,
            tenant TEXT NOT NULL,
            at TEXT NOT NULL,                     -- when the events were pruned
            actor TEXT NOT NULL,
            before TEXT NOT NULL,                 -- the cutoff: events older than this went
            first_seq INTEGER NOT NULL,           -- the pruned events' seq range and count
            last_seq INTEGER NOT NULL,
            count INTEGER NOT NULL,
            start TEXT NOT NULL,                  -- prev_hash of the first pruned event
            anchor TEXT NOT NULL,                 -- hash of the last pruned event: the kept chain starts here
            digest TEXT NOT NULL,                 -- sha256 over the pruned events' hashes, in order
            prev_hash TEXT NOT NULL,
            hash TEXT NOT NULL                    -- sha256(prev_hash + canonical checkpoint)
        );
        CREATE INDEX idx_audit_checkpoints ON audit_checkpoints(tenant, seq);
        -- pruning reads the oldest rows of a tenant by time
        CREATE INDEX idx_access_log_at ON access_log(tenant, at);
        CREATE INDEX idx_audit_at ON audit_events(tenant, at);
        CREATE INDEX idx_jobs_finished ON jobs(tenant, finished_at) WHERE status IN ('done', 'failed');
        """,
    ),
    (
        # cross-domain synthesis files its bridges in the review queue beside consolidation's merges
        "0018_bridges",
        """
        ALTER TABLE merge_proposals ADD COLUMN kind TEXT NOT NULL DEFAULT 'merge';   -- merge or bridge
        CREATE INDEX idx_merge_proposals_kind ON merge_proposals(tenant, user, kind);
        """,
    ),
    (
        # the audit chain's recorded end (credo.store.chain.Head): truncation is caught against it
        "0019_audit_heads",
        """
        CREATE TABLE audit_heads (
            tenant TEXT PRIMARY KEY,
            count INTEGER NOT NULL,               -- events the chain has ever had, kept and pruned
            last_seq INTEGER NOT NULL,
            hash TEXT NOT NULL,                   -- the last event's hash
            checkpoints INTEGER NOT NULL,
            checkpoint_hash TEXT NOT NULL,
            note TEXT NOT NULL,                   -- set when the head had gone missing from a signed log
            kid TEXT NOT NULL,                    -- which audit key sealed it ('none': unkeyed)
            mac TEXT NOT NULL                     -- HMAC-SHA256 under that key (sha256 when unkeyed)
        );
        """,
    ),    (
        # a user's recall reads its candidates' sessions: its own rows of a session through the user's index, the
        # tenant's shared rows through their own, so that a session name many users share ("main", a date) is
        # never read through every user's rows of it (idx_memories_session still serves tenant-wide reads)
        "0020_session_user_index",
        """
        CREATE INDEX idx_memories_session_user ON memories(tenant, user, source_session, seq)
            WHERE source_session IS NOT NULL;
        CREATE INDEX idx_memories_session_shared ON memories(tenant, source_session, seq)
            WHERE source_session IS NOT NULL AND shared = 1;
        """,
    ),
]


def apply_migrations(conn: sqlite3.Connection, migrations: Sequence[Migration] = SQLITE_MIGRATIONS,
                     *, upto: str | None = None) -> list[str]:
    """Apply pending migrations in order (stopping after ``upto`` if given); return their names.

    Safe when several processes open the same new or old file at once: each migration is
    re-checked inside its own ``BEGIN IMMEDIATE`` (the write lock, taken before the check),
    so the process that gets the lock first applies it and the others find it done.

    >>> conn = sqlite3.connect(":memory:", isolation_level=None)
    >>> apply_migrations(conn)[:1]
    ['0001_memories']
    >>> apply_migrations(conn)
    []
    """
    conn.execute("CREATE TABLE IF NOT EXISTS credo_migrations (name TEXT PRIMARY KEY, applied_at TEXT NOT NULL)")
    done = {row[0] for row in conn.execute("SELECT name FROM credo_migrations")}
    known = {name for name, _ in migrations}
    unknown = done - known
    if unknown:
        raise StorageError(f"database has migrations this credo does not know: {sorted(unknown)}; upgrade credo")
    applied: list[str] = []
    for name, script in migrations:
        if name not in done and _apply_one(conn, name, script):
            applied.append(name)
        if name == upto:
            break
    return applied


def _apply_one(conn: sqlite3.Connection, name: str, script: str) -> bool:
    """Apply one migration unless another process already has; True when this call applied it."""
    # executescript() commits first, so statements are run one by one inside
    # our own transaction to keep each migration all-or-nothing.
    conn.execute("BEGIN IMMEDIATE")
    try:
        if conn.execute("SELECT 1 FROM credo_migrations WHERE name = ?", (name,)).fetchone():
            conn.execute("ROLLBACK")  # a concurrent opener applied it while this one waited for the lock
            return False
        for statement in _statements(script):
            conn.execute(statement)
        conn.execute("INSERT INTO credo_migrations(name, applied_at) VALUES (?, datetime('now'))", (name,))
    except BaseException:
        conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")
    return True


def _statements(script: str) -> list[str]:
    """Split a script into complete statements (trigger bodies stay whole)."""
    statements, buffer = [], ""
    for line in script.splitlines(keepends=True):
        if line.strip().startswith("--"):
            continue
        buffer += line
        if sqlite3.complete_statement(buffer):
            if buffer.strip():
                statements.append(buffer.strip())
            buffer = ""
    if buffer.strip():
        statements.append(buffer.strip())
    return statements
