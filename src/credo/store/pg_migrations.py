"""Append-only, named schema migrations for the PostgreSQL backend, and how that backend uses PostgreSQL.

The tables mirror the SQLite schema (:mod:`credo.store.migrations`) in PostgreSQL's idiom:
``timestamptz`` for times, ``jsonb`` for JSON, ``boolean`` for flags, ``bigint`` identity
columns for ``seq``, pgvector's ``vector`` for embeddings and a generated ``tsvector`` for
full text. The runner keeps the SQLite runner's rules: each migration is a name and a script,
applied once, in order, in its own transaction, and recorded in ``credo_migrations``; a
database that records a migration this code does not know is refused. It also holds an
advisory lock while it runs, so several servers starting at once migrate once.

Design notes for the backend
============================

Roles. Two, never a superuser at run time:

- the *owner* (``credo_owner`` under :mod:`credo.store.pgserver`) owns the schema and runs
  :func:`apply_migrations`; nothing else connects as it.
- the *app* role (``credo_app``) is what every ``credo serve`` and worker connects as. It
  has SELECT, INSERT, UPDATE, DELETE on the tables and EXECUTE on the ``credo_*``
  functions (granted by :func:`apply_migrations`), owns nothing, and has no BYPASSRLS, so
  row-level security binds it. It cannot touch ``credo_migrations``.

A deployment's DBA, as a superuser, creates the database (owned by the owner role) and the
app role with LOGIN, and in that database runs::

    CREATE EXTENSION vector;          -- not a trusted extension (unaccent is: the owner creates it)
    GRANT SET ON PARAMETER credo.tenant TO credo_owner;  -- PostgreSQL 15+: for the functions' SET clause
    ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF;  -- see "Leakproof operators"

then runs the migrations with the owner's DSN. Servers use the app role's DSN.
:class:`credo.store.pgserver.EmbeddedPostgres` does exactly this.

Tenant per transaction. Every tenant-keyed table has ``ENABLE`` and ``FORCE ROW LEVEL
SECURITY`` and a policy ``tenant = current_setting('credo.tenant', true)``. The backend
opens each transaction with ``SELECT set_config('credo.tenant', %s, true)`` (the
parameterisable form of ``SET LOCAL credo.tenant``), so the setting ends with the
transaction and a pooled connection never carries one tenant into the next borrower.
With no tenant set, ``current_setting`` is NULL (or '' after an earlier transaction's
local setting ended) and every policy is false: a forgotten scope reads and writes
nothing. Tenants are never '' (a CHECK on every table). The SQL still says ``tenant = %s``
in every WHERE clause, as on SQLite: the policy is defence in depth, not the filter the
planner relies on.

Crossing tenants. Three things legitimately span tenants: claiming the next job of any
tenant, listing tenants for the scheduler, and finding an API key by id before its tenant
is known. Each is a ``SECURITY DEFINER`` function owned by the owner role
(``credo_claim_job``, ``credo_tenants``, ``credo_key``) declared with ``SET credo.tenant
= '*'`` and a fixed ``search_path``; a second policy lets the *owner role only* see every
row when ``credo.tenant = '*'``. The app role setting '*' itself matches nothing (that
policy is not TO it, and no tenant is named '*'). Why this and not a worker role with
BYPASSRLS or a '*' the app may set: the cross-tenant surface is three named functions with
fixed SQL that a reviewer can read, rather than a role or a setting that turns isolation
off for whatever SQL follows. Scheduler leases (``scheduler_state``) are global, not
tenant-keyed, so they need no crossing. Once a job is claimed, the worker processes it in
a transaction scoped to the job's tenant like any other request.

Leakproof operators. Under row-level security the planner evaluates the policy before any
condition that is not LEAKPROOF, so such a condition can never be an index condition: it
becomes a filter over every row of the tenant. Comparisons of text, integers and
timestamps are leakproof, so the B-tree indexes serve the app role as they serve the
owner. Full-text ``@@`` (``ts_match_vq``) is not: measured at 100k rows of one tenant, the
app role's ``text_search @@ q`` was a 44 ms sequential scan where the superuser's was a
5 ms GIN bitmap scan, and the same once the function was marked LEAKPROOF (it raises no
error that depends on the row's value). Hence the ALTER FUNCTION above; on a managed
service that refuses it, search text through a SECURITY DEFINER function owned by a
BYPASSRLS role that takes the tenant as an argument. ``ORDER BY vector <=> q`` is an
ordering, not a condition, so HNSW serves the app role either way. jsonb operators
(``?``, ``@>``) are not leakproof: do not rely on an index for them. When in doubt,
EXPLAIN as the app role, not as the owner or a superuser.

Time. Timestamps are ``timestamptz``; the backend passes aware UTC datetimes and sets
``TimeZone = 'UTC'`` on its connections, so values come back as UTC and ``to_iso`` of what
was read equals ``to_iso`` of what was written (the audit chain hashes those strings).

Vectors. ``memory_vectors.vector`` is a dimension-free ``vector`` with its ``dim`` beside
it, so 384-d models and others coexist. HNSW indexes are per dimension, as partial
expression indexes: ``USING hnsw ((vector::vector(384)) vector_cosine_ops) WHERE dim =
384`` with ``m = 16, ef_construction = 64`` (pgvector's defaults, named so a change is a
migration). A query uses the index only if it repeats the expression and the predicate::

    SELECT seq FROM memory_vectors WHERE dim = 384 AND tenant = %s
    ORDER BY vector::vector(384) <=> %s::vector(384) LIMIT %s

Vectors are stored L2-normalised, so cosine distance ranks as the dot product does on
SQLite. Per transaction, set ``hnsw.ef_search`` (100: a k of up to 100 with good recall)
and ``hnsw.iterative_scan = relaxed_order`` (pgvector 0.8): the scope filters (tenant,
user, status, model) are applied after the index scan, and an iterative scan keeps
reading the graph until k rows pass them instead of returning too few; re-sort the k in
SQL if exact order matters. For a scope with few rows the planner's exact scan is
cheaper and it picks it by itself. Another dimension needs its own index: add a
migration using :func:`hnsw_index_sql`.

Full text. Migration 0001 indexed a generated ``to_tsvector('english' + unaccent)``
column; ranked by ``ts_rank_cd`` it has no corpus statistics (no IDF: a match on "go"
counts as much as one on "lgbtq"), and the Snowball stemmer and English stop words differ
from FTS5's (a query of stop words only matched nothing). Migration 0004 replaced it with
what SQLite indexes: ``memories.terms``, a ``simple`` tsvector of the words
:func:`credo.text.words` makes (FTS5's ``porter unicode61 remove_diacritics 2``, in
Python), with positions so that a word's frequency is its number of positions, and
``term_count``, the number of words. ``memory_terms(tenant, term, ndoc)`` and
``memory_corpus(tenant, ndoc, total_len)`` hold BM25's statistics, which the store
updates in the transaction that writes, rewrites or erases a text (in term order, so
concurrent writers lock rows in one order). :class:`credo.store.postgres.PostgresStore`
ranks the GIN-matched rows with FTS5's ``bm25()`` (k1 1.2, b 0.75, idf
``ln((N - n + 0.5) / (n + 0.5))`` floored at 1e-6). Migrations 0014-0016 let it rank fewer
with the same result: per-word bounds in ``memory_terms``, each word with its memory's length
in ``memories.term_lengths``, and a covering index for the scope count
(:mod:`credo.store.postgres.text`).

Statistics are per tenant, not global as in a SQLite file: a global document frequency
would let one tenant's writes move another tenant's scores, a side channel row-level
security should not leave open; for a single-tenant store the two are the same, and LoCoMo
scores within .01 of SQLite (``tests/test_locomo_postgres.py``). The cost: every write to
a tenant updates its ``memory_corpus`` row, so one tenant's writers queue on it until
commit (SQLite queues every writer of the file anyway).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from ..errors import StorageError

Migration = tuple[str, str]

#: The pg_advisory_lock key held while migrating (any constant; credo takes no other session-level lock).
MIGRATION_LOCK = 0x2B9A6C1F3E8D4705

_FIRST_TABLES = ("memories", "memory_vectors", "vector_state", "status_history", "links", "access_log",
                 "jobs", "conflicts", "audit_events", "api_keys", "merge_proposals")
#: The full-text statistics BM25 ranks with (migration 0004), per tenant.
TERM_TABLES = ("memory_terms", "memory_corpus")
#: Peer cards (migration 0006), per tenant.
CARD_TABLES = ("peer_cards",)
#: Tables whose rows belong to one tenant: each has RLS enabled, forced, and the two policies.
#: Pruning's record of what left the audit chain (migration 0010).
CHECKPOINT_TABLES = ("audit_checkpoints",)
#: The audit chain's recorded end (migration 0012).
HEAD_TABLES = ("audit_heads",)
TENANT_TABLES = _FIRST_TABLES + TERM_TABLES + CARD_TABLES + CHECKPOINT_TABLES + HEAD_TABLES

#: The cross-tenant functions (and the schema check); the app role is granted EXECUTE on these and nothing else is.
FUNCTIONS = ("credo_tenants()", "credo_claim_job(timestamptz, timestamptz, text)", "credo_key(text)",
             "credo_schema()")


def hnsw_index_sql(dim: int, m: int = 16, ef_construction: int = 64) -> str:
    """The HNSW index for vectors of one dimension (cosine distance, L2-normalised vectors).

    >>> print(hnsw_index_sql(768))  # doctest: +NORMALIZE_WHITESPACE
    CREATE INDEX IF NOT EXISTS memory_vectors_hnsw_768 ON memory_vectors
        USING hnsw ((vector::vector(768)) vector_cosine_ops) WITH (m = 16, ef_construction = 64) WHERE dim = 768
    """
    if not 0 < dim <= 2000:  # HNSW's limit for vector
        raise StorageError(f"HNSW indexes vectors of 1 to 2000 dimensions, not {dim}")
    return (f"CREATE INDEX IF NOT EXISTS memory_vectors_hnsw_{dim} ON memory_vectors\n"
            f"    USING hnsw ((vector::vector({dim})) vector_cosine_ops) WITH (m = {m}, ef_construction = "
            f"{ef_construction}) WHERE dim = {dim}")


def _row_level_security(tables: Sequence[str]) -> str:
    statements = []
    for table in tables:
        statements.append(f"""
        ALTER TABLE {table} ENABLE ROW LEVEL SECURITY;
        ALTER TABLE {table} FORCE ROW LEVEL SECURITY;
        CREATE POLICY tenant_isolation ON {table}
            USING (tenant = current_setting('credo.tenant', true))
            WITH CHECK (tenant = current_setting('credo.tenant', true));
        CREATE POLICY owner_all_tenants ON {table} TO CURRENT_USER
            USING (current_setting('credo.tenant', true) = '*')
            WITH CHECK (current_setting('credo.tenant', true) = '*');""")
    return "\n".join(statements)


PG_MIGRATIONS: list[Migration] = [
    (
        "0001_memories",
        """
        CREATE EXTENSION IF NOT EXISTS vector;
        CREATE EXTENSION IF NOT EXISTS unaccent;
        CREATE TEXT SEARCH CONFIGURATION credo_english (COPY = english);
        ALTER TEXT SEARCH CONFIGURATION credo_english
            ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;

        CREATE TABLE memories (
            seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,  -- BY DEFAULT: a copied store keeps its seqs
            id text NOT NULL UNIQUE,
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text NOT NULL,
            agent text,
            source_session text,
            text text NOT NULL,
            kind text NOT NULL,
            layer text NOT NULL,
            topic text,
            importance double precision NOT NULL CHECK (importance BETWEEN 0 AND 1),
            confidence double precision NOT NULL CHECK (confidence BETWEEN 0 AND 1),
            source text NOT NULL,
            trust double precision NOT NULL CHECK (trust BETWEEN 0 AND 1),
            entity text,
            attribute text,
            value text,
            created_at timestamptz NOT NULL,        -- record time: when credo learned it
            updated_at timestamptz,
            valid_from timestamptz NOT NULL,        -- event time: when it became true
            valid_until timestamptz,                -- NULL = still true
            superseded_by text,
            status text NOT NULL,
            last_accessed timestamptz,
            access_count integer NOT NULL DEFAULT 0,
            recent_accesses jsonb NOT NULL DEFAULT '[]',
            decay_score double precision NOT NULL DEFAULT 1.0,
            q_value double precision NOT NULL DEFAULT 0.5,
            recall_count integer NOT NULL DEFAULT 0,
            verified_count integer NOT NULL DEFAULT 0,
            confirmations integer NOT NULL DEFAULT 0,
            pinned boolean NOT NULL DEFAULT false,
            forget_after timestamptz,
            classification text NOT NULL,
            domain text,
            shared boolean NOT NULL DEFAULT false,
            version integer NOT NULL DEFAULT 1,
            parent_id text,
            extractor text,
            prompt_version text,
            surprise double precision,
            metadata jsonb NOT NULL DEFAULT '{}',
            embedding_model text,
            embedding_dim integer,
            text_search tsvector GENERATED ALWAYS AS (to_tsvector('credo_english'::regconfig, text)) STORED
        );
        CREATE INDEX idx_memories_scope ON memories (tenant, "user", status);
        CREATE INDEX idx_memories_superseded_by ON memories (superseded_by) WHERE superseded_by IS NOT NULL;
        -- the contradiction check scans only open-ended memories
        CREATE INDEX idx_memories_entity_attr ON memories (tenant, "user", entity, attribute)
            WHERE valid_until IS NULL;
        -- recall reads a session's memories in the order they were written
        CREATE INDEX idx_memories_session ON memories (tenant, source_session, seq) WHERE source_session IS NOT NULL;
        CREATE INDEX idx_memories_text_search ON memories USING gin (text_search);

        CREATE TABLE memory_vectors (
            seq bigint PRIMARY KEY REFERENCES memories (seq) ON DELETE CASCADE,
            tenant text NOT NULL CHECK (tenant <> ''),  -- repeated from memories so RLS needs no join
            dim integer NOT NULL,
            vector vector NOT NULL,                 -- L2-normalised
            CHECK (vector_dims(vector) = dim)
        );
        -- both built-in models (bge-small-en-v1.5, all-MiniLM-L6-v2) are 384-d
        CREATE INDEX memory_vectors_hnsw_384 ON memory_vectors
            USING hnsw ((vector::vector(384)) vector_cosine_ops) WITH (m = 16, ef_construction = 64)
            WHERE dim = 384;

        -- bumped on every vector insert/delete so in-process vector caches know when to reload
        CREATE TABLE vector_state (
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text NOT NULL,
            generation bigint NOT NULL DEFAULT 0,
            deletions bigint NOT NULL DEFAULT 0,
            PRIMARY KEY (tenant, "user")
        );
        """,
    ),
    (
        "0002_lifecycle",
        """
        CREATE TABLE status_history (
            seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            memory_id text NOT NULL,
            old text,
            new text NOT NULL,
            reason text NOT NULL,
            actor text NOT NULL,
            at timestamptz NOT NULL,
            escalation boolean NOT NULL DEFAULT false  -- a contradiction loop sent to a person, as data
        );
        CREATE INDEX idx_status_history_memory ON status_history (tenant, memory_id, at);
        CREATE INDEX idx_status_history_escalation ON status_history (tenant, at) WHERE escalation;

        CREATE TABLE links (
            tenant text NOT NULL CHECK (tenant <> ''),
            source_id text NOT NULL,
            target_id text NOT NULL,
            type text NOT NULL,
            weight double precision NOT NULL DEFAULT 1.0,
            created_at timestamptz NOT NULL,
            PRIMARY KEY (tenant, source_id, target_id, type)
        );
        CREATE INDEX idx_links_target ON links (tenant, target_id);

        CREATE TABLE access_log (
            seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            memory_id text NOT NULL,
            at timestamptz NOT NULL,
            kind text NOT NULL                      -- 'recall' or 'get'
        );
        CREATE INDEX idx_access_log_memory ON access_log (tenant, memory_id);

        CREATE TABLE jobs (
            id text PRIMARY KEY,
            seq bigint GENERATED BY DEFAULT AS IDENTITY UNIQUE,  -- ties in created_at, as SQLite's rowid
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text,
            kind text NOT NULL,
            status text NOT NULL,                   -- queued, running, done, failed
            payload jsonb NOT NULL,
            result jsonb,
            error text,
            idempotency_key text,
            attempts integer NOT NULL DEFAULT 0,
            created_at timestamptz NOT NULL,
            started_at timestamptz,
            finished_at timestamptz,
            lease_until timestamptz,                -- a running job is its worker's until then
            worker text
        );
        CREATE UNIQUE INDEX idx_jobs_idempotency ON jobs (tenant, idempotency_key) WHERE idempotency_key IS NOT NULL;
        CREATE INDEX idx_jobs_queue ON jobs (created_at, seq) WHERE status IN ('queued', 'running');
        CREATE INDEX idx_jobs_user ON jobs (tenant, "user", status, created_at);

        CREATE TABLE conflicts (
            id text PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text NOT NULL,
            entity text NOT NULL,
            attribute text NOT NULL,
            status text NOT NULL,                   -- open, resolved
            memory_ids jsonb NOT NULL,              -- list of ids
            resolution jsonb,
            reason text NOT NULL DEFAULT '',
            created_at timestamptz NOT NULL,
            resolved_at timestamptz
        );
        CREATE INDEX idx_conflicts_pair ON conflicts (tenant, "user", entity, attribute, status);

        -- hash = sha256(prev_hash + canonical event); credo recomputes the canonical JSON from the parsed
        -- row, so jsonb's own key order does not matter. Appends take pg_advisory_xact_lock on the tenant
        -- so two servers cannot both extend the chain from the same prev_hash.
        CREATE TABLE audit_events (
            seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            at timestamptz NOT NULL,
            actor text NOT NULL,
            action text NOT NULL,
            memory_id text,
            detail jsonb NOT NULL,
            prev_hash text NOT NULL,
            hash text NOT NULL
        );
        CREATE INDEX idx_audit_tenant ON audit_events (tenant, seq);

        -- one row per maintenance job: when it last ran and who holds it (global, so not tenant-keyed)
        CREATE TABLE scheduler_state (
            job text PRIMARY KEY,
            last_run timestamptz,
            holder text,
            lease_until timestamptz
        );

        CREATE TABLE api_keys (
            id text PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text,
            agent text,
            rights text NOT NULL,                   -- comma-separated: read, write, review, admin
            ceiling text NOT NULL,                  -- highest classification the key may see
            secret_sha256 text NOT NULL,            -- the secret is shown once and never stored
            label text,
            source text NOT NULL DEFAULT 'user',    -- the provenance the key writes as
            created_at timestamptz NOT NULL,
            revoked_at timestamptz
        );
        CREATE INDEX idx_api_keys_tenant ON api_keys (tenant);

        -- consolidation groups that are similar but not restatements of one claim wait here for a person
        CREATE TABLE merge_proposals (
            id text PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text NOT NULL,
            status text NOT NULL,                   -- open, applied, dismissed
            memory_ids jsonb NOT NULL,              -- oldest first
            detail jsonb NOT NULL,
            created_at timestamptz NOT NULL,
            decided_at timestamptz
        );
        CREATE INDEX idx_merge_proposals ON merge_proposals (tenant, "user", status);
        """,
    ),
    (
        "0003_row_level_security",
        _row_level_security(_FIRST_TABLES) + """

        -- The only ways across tenants (see the module docstring). Each runs as the owner with
        -- credo.tenant = '*', which the owner_all_tenants policies honour for the owner alone.
        CREATE FUNCTION credo_tenants() RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET credo.tenant = '*'
            AS $$ SELECT DISTINCT tenant FROM memories ORDER BY tenant $$;

        -- The oldest claimable job whose (tenant, user) has no earlier unfinished job, as on SQLite;
        -- SKIP LOCKED lets any number of workers claim at once without waiting on each other.
        CREATE FUNCTION credo_claim_job(p_now timestamptz, p_lease_until timestamptz, p_worker text)
            RETURNS SETOF jobs
            LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp SET credo.tenant = '*'
            AS $$
            UPDATE jobs SET status = 'running', attempts = attempts + 1, started_at = p_now,
                            lease_until = p_lease_until, worker = p_worker
            WHERE id = (
                SELECT j.id FROM jobs j
                WHERE j.status IN ('queued', 'running')
                  AND (j.status = 'queued' OR j.lease_until IS NULL OR j.lease_until < p_now)
                  AND NOT EXISTS (
                      SELECT 1 FROM jobs e
                      WHERE e.tenant = j.tenant AND e."user" IS NOT DISTINCT FROM j."user"
                        AND e.status IN ('queued', 'running') AND (e.created_at, e.seq) < (j.created_at, j.seq))
                ORDER BY j.created_at, j.seq
                LIMIT 1
                FOR UPDATE SKIP LOCKED)
            RETURNING *
            $$;

        -- authentication finds a key by id before it knows the tenant
        CREATE FUNCTION credo_key(p_id text) RETURNS SETOF api_keys
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET credo.tenant = '*'
            AS $$ SELECT * FROM api_keys WHERE id = p_id $$;

        REVOKE EXECUTE ON FUNCTION credo_tenants(), credo_claim_job(timestamptz, timestamptz, text),
            credo_key(text) FROM PUBLIC;
        """,
    ),
    (
        "0004_bm25",
        """
        -- Full text as SQLite indexes it: the words credo.text.words() makes (FTS5's unicode61 folding and
        -- porter stemmer, stop words kept), computed in Python at insert and text update, stored as a
        -- 'simple' tsvector with positions (term frequency = number of positions), plus the word count.
        ALTER TABLE memories DROP COLUMN text_search;
        DROP TEXT SEARCH CONFIGURATION credo_english;
        ALTER TABLE memories ADD COLUMN terms tsvector NOT NULL DEFAULT '',
                             ADD COLUMN term_count integer NOT NULL DEFAULT 0,
                             -- words that occur more than once, with their count (term frequency; 1 otherwise):
                             -- scoring reads a few keys instead of unnesting every matched entry
                             ADD COLUMN repeats jsonb NOT NULL DEFAULT '{}';
        CREATE INDEX idx_memories_terms ON memories USING gin (terms);

        -- BM25's corpus statistics, per tenant, kept by the store in the transaction that changes a text
        CREATE TABLE memory_terms (
            tenant text NOT NULL CHECK (tenant <> ''),
            term text NOT NULL,
            ndoc bigint NOT NULL,                   -- memories of the tenant whose terms hold it
            PRIMARY KEY (tenant, term)
        );
        CREATE TABLE memory_corpus (
            tenant text PRIMARY KEY CHECK (tenant <> ''),
            ndoc bigint NOT NULL,                   -- memories of the tenant
            total_len bigint NOT NULL               -- their words, summed
        );
        """ + _row_level_security(TERM_TABLES) + """

        -- review queues list in insertion order, as SQLite's rowid does
        ALTER TABLE conflicts ADD COLUMN seq bigint GENERATED BY DEFAULT AS IDENTITY;
        ALTER TABLE merge_proposals ADD COLUMN seq bigint GENERATED BY DEFAULT AS IDENTITY;

        -- every tenant that holds anything, each table read by a skip over an index that leads with tenant
        CREATE OR REPLACE FUNCTION credo_tenants() RETURNS SETOF text
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp SET credo.tenant = '*'
            AS $$
            WITH RECURSIVE m(tenant) AS (
                SELECT min(tenant) FROM memories
                UNION ALL
                SELECT (SELECT min(x.tenant) FROM memories x WHERE x.tenant > m.tenant)
                FROM m WHERE m.tenant IS NOT NULL),
            j(tenant) AS (
                SELECT min(tenant) FROM jobs
                UNION ALL
                SELECT (SELECT min(x.tenant) FROM jobs x WHERE x.tenant > j.tenant)
                FROM j WHERE j.tenant IS NOT NULL),
            a(tenant) AS (
                SELECT min(tenant) FROM audit_events
                UNION ALL
                SELECT (SELECT min(x.tenant) FROM audit_events x WHERE x.tenant > a.tenant)
                FROM a WHERE a.tenant IS NOT NULL)
            SELECT tenant FROM m WHERE tenant IS NOT NULL
            UNION SELECT tenant FROM j WHERE tenant IS NOT NULL
            UNION SELECT tenant FROM a WHERE tenant IS NOT NULL
            UNION SELECT tenant FROM api_keys
            ORDER BY 1
            $$;

        -- the last migration applied, for a service that connects as the app role (which cannot read
        -- credo_migrations) to refuse a database migrated by an older or newer credo
        CREATE FUNCTION credo_schema() RETURNS text
            LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
            AS $$ SELECT max(name) FROM credo_migrations $$;
        REVOKE EXECUTE ON FUNCTION credo_schema() FROM PUBLIC;
        """,
    ),
    (
        # engram's nine importance factors (credo.importance), as on SQLite (0012_importance_factors);
        # memories already has row-level security, which covers new columns
        "0005_importance_factors",
        """
        ALTER TABLE memories ADD COLUMN valence double precision CHECK (valence BETWEEN 0 AND 1),
                             ADD COLUMN effective_importance double precision
                                 CHECK (effective_importance BETWEEN 0 AND 1);
        """,
    ),
    (
        "0006_peer_cards",
        """
        -- what credo believes about each entity of a user, line by line (credo.manage.cards)
        CREATE TABLE peer_cards (
            tenant text NOT NULL CHECK (tenant <> ''),
            "user" text NOT NULL,
            entity text NOT NULL,
            lines jsonb NOT NULL,                   -- [{text, memory_ids, section, classification}]
            memory_ids jsonb NOT NULL,              -- every source memory; erasing one deletes the card
            fingerprint text NOT NULL,              -- hash of the sources' ids, versions and statuses
            built_at timestamptz NOT NULL,
            writer text NOT NULL,                   -- extractive, or the model that wrote the prose
            classification text NOT NULL,           -- the highest of the sources'
            PRIMARY KEY (tenant, "user", entity)
        );
        """ + _row_level_security(CARD_TABLES),
    ),
    (
        "0008_vector_tiers",
        """
        -- A vector's precision follows its memory's retention (credo.quantize; the compress job moves it).
        -- float32 rows keep their pgvector value, so HNSW serves them exactly as before; a quantized row
        -- keeps its tier's bytes (scale, offset, packed int8/int4/2-bit codes) in code and no vector, and
        -- HNSW indexes no NULL, so the graph holds float32 rows only. pgvector has no int8/int4/2-bit type
        -- to index codes by (halfvec is 16-bit, bit is 1-bit); the search scores quantized rows in numpy.
        ALTER TABLE memory_vectors
            ADD COLUMN tier text NOT NULL DEFAULT 'active' CHECK (tier IN ('active', 'warm', 'cold', 'archive')),
            ADD COLUMN code bytea,
            ALTER COLUMN vector DROP NOT NULL,
            ADD CONSTRAINT memory_vectors_one_form
                CHECK ((tier = 'active') = (vector IS NOT NULL) AND (tier = 'active') = (code IS NULL));
        -- the search reads a tenant's quantized rows of one dimension
        CREATE INDEX memory_vectors_coded ON memory_vectors (tenant, dim) WHERE tier <> 'active';
        """,
    ),
    (
        # agentmemory's consolidation strength (credo.manage.pipeline): set on the semantic facts and procedures
        # the pipeline writes, decayed x0.9 per idle period, floor 0.1; NULL on every other memory
        "0009_strength_sessions",
        """
        ALTER TABLE memories ADD COLUMN strength double precision;
        """,
    ),
    (
        # log pruning (credo.manage.prune): what a pruned stretch of the audit chain was, itself hash-chained
        "0010_audit_checkpoints",
        """
        CREATE TABLE audit_checkpoints (
            seq bigint GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY,
            tenant text NOT NULL CHECK (tenant <> ''),
            at timestamptz NOT NULL,                -- when the events were pruned
            actor text NOT NULL,
            before timestamptz NOT NULL,            -- the cutoff: events older than this went
            first_seq bigint NOT NULL,              -- the pruned events' seq range and count
            last_seq bigint NOT NULL,
            count bigint NOT NULL,
            start text NOT NULL,                    -- prev_hash of the first pruned event
            anchor text NOT NULL,                   -- hash of the last pruned event: the kept chain starts here
            digest text NOT NULL,                   -- sha256 over the pruned events' hashes, in order
            prev_hash text NOT NULL,
            hash text NOT NULL                      -- sha256(prev_hash + canonical checkpoint)
        );
        CREATE INDEX idx_audit_checkpoints ON audit_checkpoints (tenant, seq);
        -- pruning reads the oldest rows of a tenant by time
        CREATE INDEX idx_access_log_at ON access_log (tenant, at);
        CREATE INDEX idx_audit_at ON audit_events (tenant, at);
        CREATE INDEX idx_jobs_finished ON jobs (tenant, finished_at) WHERE status IN ('done', 'failed');
        """ + _row_level_security(CHECKPOINT_TABLES),
    ),
    (
        # cross-domain synthesis files its bridges in the review queue beside consolidation's merges;
        # merge_proposals already has row-level security (0003), which covers the new column
        "0011_bridges",
        """
        ALTER TABLE merge_proposals ADD COLUMN kind text NOT NULL DEFAULT 'merge'
            CHECK (kind IN ('merge', 'bridge'));
        CREATE INDEX idx_merge_proposals_kind ON merge_proposals (tenant, "user", kind);
        """,
    ),
    (
        # the audit chain's recorded end (credo.store.chain.Head): truncation is caught against it
        "0012_audit_heads",
        """
        CREATE TABLE audit_heads (
            tenant text PRIMARY KEY CHECK (tenant <> ''),
            count bigint NOT NULL,                  -- events the chain has ever had, kept and pruned
            last_seq bigint NOT NULL,
            hash text NOT NULL,                     -- the last event's hash
            checkpoints bigint NOT NULL,
            checkpoint_hash text NOT NULL,
            note text NOT NULL,                     -- set when the head had gone missing from a signed log
            kid text NOT NULL,                      -- which audit key sealed it ('none': unkeyed)
            mac text NOT NULL                       -- HMAC-SHA256 under that key (sha256 when unkeyed)
        );
        """ + _row_level_security(HEAD_TABLES),
    ),
    (
        # a user's recall reads "the user's own or shared": the scope index finds the first, this one the second,
        # so the planner can OR the two (a bitmap) instead of walking the whole tenant; the vector search of a user
        # with few memories ranks exactly the rows these indexes find (credo.store.postgres.vectors)
        "0013_shared_scope",
        """
        CREATE INDEX idx_memories_shared ON memories (tenant, status) WHERE shared;
        """,
    ),
    (
        # what bounds a word's share of a BM25 score (credo.store.postgres.text): its largest frequency in one
        # memory and the fewest words of a memory that holds it, so that a search can skip every memory whose
        # words cannot reach the best it has found. Filled from the memories already stored; a bound only ever
        # widens while the word is held (an erased memory's extreme is kept: still a bound, only a looser one)
        "0014_term_bounds",
        """
        ALTER TABLE memory_terms ADD COLUMN max_tf integer, ADD COLUMN min_len integer;
        SELECT set_config('credo.tenant', '*', true);  -- the owner's policy: every tenant's rows
        UPDATE memory_terms t SET max_tf = b.max_tf, min_len = b.min_len
            FROM (SELECT m.tenant, u.lexeme AS term, max(COALESCE((m.repeats ->> u.lexeme)::integer, 1)) AS max_tf,
                         min(m.term_count) AS min_len
                  FROM memories m CROSS JOIN LATERAL unnest(m.terms) u GROUP BY 1, 2) b
            WHERE t.tenant = b.tenant AND t.term = b.term;
        -- a count no stored memory bears out (no memory holds the word): no word, no share of any score
        UPDATE memory_terms SET max_tf = 0, min_len = 0 WHERE max_tf IS NULL;
        ALTER TABLE memory_terms ALTER COLUMN max_tf SET NOT NULL, ALTER COLUMN min_len SET NOT NULL;
        """,
    ),
    (
        # each word of a memory with the memory's length ('rent#9'), so that a search can ask for the memories
        # holding every query word at the few lengths that can still reach its floor, not for all that hold them
        # (credo.store.postgres.text); no positions, so no phrase of a text. Rewrites every row once.
        "0015_term_lengths",
        """
        ALTER TABLE memories ADD COLUMN term_lengths tsvector NOT NULL DEFAULT '';
        SELECT set_config('credo.tenant', '*', true);  -- the owner's policy: every tenant's rows
        UPDATE memories SET term_lengths = array_to_tsvector(ARRAY(SELECT u.lexeme || '#' || term_count
                                                                   FROM unnest(terms) u))
            WHERE terms <> ''::tsvector;
        CREATE INDEX idx_memories_term_lengths ON memories USING gin (term_lengths);
        """,
    ),
    (
        # a vector search first counts (up to EXACT_BELOW + 1) the memories in scope that pass the belief filters,
        # to choose between ranking them all and the HNSW walk (credo.store.postgres.vectors); a tenant-wide scope
        # read 20,001 heap rows for it (7-10 ms at 1M). With the scope's and the filter's columns in one index the
        # count is an index-only scan; the count, so the choice, is the same
        "0016_scope_filter_cover",
        """
        CREATE INDEX idx_memories_scope_filter ON memories (tenant, status)
            INCLUDE ("user", shared, classification, confidence, valid_from, valid_until, forget_after);
        """,
    ),
]


def apply_migrations(conn: Any, migrations: Sequence[Migration] = PG_MIGRATIONS, *,
                     app_role: str | None = "credo_app", upto: str | None = None) -> list[str]:
    """Apply pending migrations in order as the schema owner; return the names applied.

    ``conn`` is a psycopg connection in autocommit mode, logged in as the owner role.
    The run holds ``pg_advisory_lock(MIGRATION_LOCK)``, so concurrent callers wait and then
    find nothing left to do. If ``app_role`` names an existing role, it is granted what
    the running service needs (idempotently, on every call) and nothing more.

    Usage::

        with psycopg.connect(owner_dsn, autocommit=True) as conn:
            apply_migrations(conn)   # ['0001_memories', ...] the first time, [] after
    """
    if not conn.autocommit:
        raise StorageError("apply_migrations needs an autocommit connection: each migration is its own transaction")
    conn.execute("SELECT pg_advisory_lock(%s)", (MIGRATION_LOCK,))
    try:
        conn.execute("CREATE TABLE IF NOT EXISTS credo_migrations "
                     "(name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())")
        done = {row[0] for row in conn.execute("SELECT name FROM credo_migrations")}
        unknown = done - {name for name, _ in migrations}
        if unknown:
            raise StorageError(f"database has migrations this credo does not know: {sorted(unknown)}; upgrade credo")
        applied: list[str] = []
        for name, script in migrations:
            if name not in done:
                _apply_one(conn, name, script)
                applied.append(name)
            if name == upto:
                break
        if app_role is not None:
            _grant(conn, app_role)
        return applied
    finally:
        conn.execute("SELECT pg_advisory_unlock(%s)", (MIGRATION_LOCK,))


def _apply_one(conn: Any, name: str, script: str) -> None:
    import psycopg

    try:
        with conn.transaction():
            conn.execute(script)
            conn.execute("INSERT INTO credo_migrations (name) VALUES (%s)", (name,))
    except psycopg.errors.InsufficientPrivilege as exc:
        raise StorageError(f"migration {name} needs a privilege the owner role lacks: {exc}. Run migrations as "
                           "the schema owner, after a superuser has run CREATE EXTENSION vector and GRANT SET ON "
                           "PARAMETER credo.tenant TO the owner") from exc
    except psycopg.Error as exc:
        raise StorageError(f"migration {name} failed: {exc}") from exc


def _grant(conn: Any, role: str) -> None:
    if conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone() is None:
        return
    from psycopg import sql

    who = sql.Identifier(role)
    with conn.transaction():
        conn.execute(sql.SQL("GRANT USAGE ON SCHEMA public TO {}").format(who))
        conn.execute(sql.SQL("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO {}").format(who))
        conn.execute(sql.SQL("GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO {}").format(who))
        if conn.info.server_version >= 170000:  # VACUUM after an erase, without owning the tables
            conn.execute(sql.SQL("GRANT MAINTAIN ON ALL TABLES IN SCHEMA public TO {}").format(who))
        conn.execute(sql.SQL("REVOKE ALL ON credo_migrations FROM {}").format(who))
        for function in FUNCTIONS:
            if _exists(conn, function):
                conn.execute(sql.SQL("GRANT EXECUTE ON FUNCTION {} TO {}").format(sql.SQL(function), who))


def _exists(conn: Any, signature: str) -> bool:
    return bool(conn.execute("SELECT to_regprocedure(%s) IS NOT NULL", (signature,)).fetchone()[0])
