"""The codebase layer (engram): a repository's file tree and signatures as compressed memories.

engram's fifth layer holds "compressed code knowledge, half-life infinite: file
trees, function signatures". :func:`ingest` reads a repository from the local
filesystem and records

* one **tree** memory per directory: the files and subdirectories it holds
  (entity ``code:<repo>/<dir>/``, attribute ``tree``);
* one **signatures** memory per source file: its classes and functions with
  their signatures, one line each, methods indented under their class
  (entity ``code:<repo>/<relpath>``, attribute ``signatures``, value the
  file's sha256).

Python is read with :mod:`ast` (decorators, ``async``, defaults, annotations,
base classes). JavaScript/TypeScript, Go, Rust and Java are read by a
lightweight scanner: one regular expression per declaration form, applied line
by line, with brace depth telling a method from a function; a parameter list
that spans lines is cut at the line's end.

What is read: with ``git`` and a git work tree, exactly what ``git ls-files``
lists (tracked and untracked-but-not-ignored files); otherwise every file
except hidden ones, virtual environments, ``node_modules``, build outputs and
caches (:data:`SKIP_DIRS`). Either way symlinks, binaries (a NUL byte in the
first 8 KiB), files that are not UTF-8 and files over :data:`MAX_FILE_BYTES`
are skipped, and one call reads at most ``limit`` files (:data:`MAX_FILES`).

Re-ingesting updates rather than duplicates: an unchanged file or directory
writes nothing; a changed one supersedes its old memory (status history and a
``supersedes`` link, :func:`credo.lifecycle.supersede`). A file that
disappeared is left to drift detection (:mod:`credo.manage.drift`).

Code memories are written as the ``tool`` source (trust and confidence 0.6,
:data:`credo.models.SOURCE_TRUST`), with the free text of signatures screened
for instructions (:func:`_screened`), but not through the contradiction loop
guard: code changing five times in a week is work, not a flip-flopping belief.

>>> [s.signature for s in python_symbols("@cache\\nasync def f(x: int = 1, *, y=None) -> str: ...")]
['@cache async def f(x: int=1, *, y=None) -> str']
"""

from __future__ import annotations

import ast
import copy
import hashlib
import os
import re
import subprocess
from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path, PurePosixPath
from typing import Any

import numpy as np

from . import lifecycle, poison, rules, write
from .embed import embed_many
from .errors import InvalidInput
from .limits import check_text
from .models import MAX_TEXT_CHARS, SOURCE_TRUST, Kind, Layer, MemoryUnit, Scope, Source, Status, normalise_key
from .services import Services

#: Files larger than this are skipped (engram's layer holds signatures, not bulk data).
MAX_FILE_BYTES = 1_000_000
#: Files one ingest reads at most; the rest are reported as skipped.
MAX_FILES = 5_000
#: Directory names never walked when the path is not a git work tree (hidden ones are skipped too).
SKIP_DIRS = frozenset({"node_modules", "venv", "env", "__pycache__", "build", "dist", "target", "out",
                       "site-packages", "vendor", "bower_components", "coverage", "htmlcov"})
#: Source files by suffix; every other file appears in its directory's tree only.
LANGUAGES = {".py": "python", ".pyi": "python", ".js": "javascript", ".mjs": "javascript", ".cjs": "javascript",
             ".jsx": "javascript", ".ts": "typescript", ".tsx": "typescript", ".go": "go", ".rs": "rust",
             ".java": "java"}
SIGNATURES, TREE = "signatures", "tree"
SIGNATURE_CHARS = 240          # one signature line at most
METADATA_NAMES_CHARS = 40_000  # names kept in a memory's metadata (the store bounds metadata at 64 kB)
#: Instruction families (:func:`credo.poison.instruction_reason`) that do not hold a code memory: a
#: command-line option's help ("Run as of this time") or an error message is an imperative by nature.
CODE_IMPERATIVES = frozenset({"imperative"})
#: String literals in a rendered signature are cut to this many characters (the screen reads them whole).
LITERAL_CHARS = 40


@dataclass(frozen=True)
class Symbol:
    """A class or function of a source file: its name qualified within the file, and its signature."""

    name: str
    signature: str
    depth: int = 0


@dataclass
class Listing:
    """What one scan of a root found: readable files (relative POSIX paths) and what it left out."""

    root: Path
    files: list[str] = field(default_factory=list)
    skipped: list[tuple[str, str]] = field(default_factory=list)


@dataclass
class Parsed:
    """One source file as read now: its hash and symbols, or why it could not be read."""

    path: str
    language: str
    sha256: str = ""
    symbols: list[Symbol] = field(default_factory=list)
    literals: list[str] = field(default_factory=list)  # string literals its signatures quote (defaults, decorators)
    error: str | None = None


# -- listing ----------------------------------------------------------------------------


def list_files(root: Path, *, limit: int = MAX_FILES) -> Listing:
    """The files of ``root`` worth recording, sorted, at most ``limit`` (git's view when it is a work tree).

    >>> import tempfile
    >>> d = Path(tempfile.mkdtemp()); _ = (d / "a.py").write_text("x = 1"); _ = (d / ".env").write_text("k")
    >>> list_files(d).files
    ['a.py']
    """
    names = _git_files(root)
    if names is None:
        names = _walk(root)
    found = Listing(root)
    for rel in sorted(set(names)):
        reason = _unreadable(root, rel)
        if reason:
            found.skipped.append((rel, reason))
        elif len(found.files) >= limit:
            found.skipped.append((rel, f"over the limit of {limit} files per call"))
        else:
            found.files.append(rel)
    return found


def _git_files(root: Path) -> list[str] | None:
    """``git ls-files`` (tracked, and untracked but not ignored) relative to ``root``; None if not a work tree."""
    try:
        inside = subprocess.run(["git", "-C", str(root), "rev-parse", "--is-inside-work-tree"],
                                capture_output=True, text=True, timeout=60)
        if inside.returncode != 0 or inside.stdout.strip() != "true":
            return None
        listed = subprocess.run(["git", "-C", str(root), "ls-files", "-z", "--cached", "--others",
                                 "--exclude-standard"], capture_output=True, timeout=300)
    except (OSError, subprocess.SubprocessError):  # no git on this machine: walk instead
        return None
    if listed.returncode != 0:
        return None
    return [name for name in listed.stdout.decode("utf-8", "surrogateescape").split("\0") if name]


def _walk(root: Path) -> list[str]:
    out = []
    for here, dirs, files in os.walk(root):
        dirs[:] = sorted(d for d in dirs if not d.startswith(".") and d not in SKIP_DIRS
                         and not d.endswith(".egg-info") and not (Path(here, d) / "pyvenv.cfg").exists())
        rel = Path(here).relative_to(root)
        out += [(rel / name).as_posix() for name in files if not name.startswith(".")]
    return out


def _unreadable(root: Path, rel: str) -> str | None:
    """Why ``rel`` is not recorded, or None."""
    path = root / rel
    if rel.startswith("/") or ".." in PurePosixPath(rel).parts or any(ord(c) < 32 for c in rel):
        return "odd path"
    try:
        if path.is_symlink() or not path.resolve().is_relative_to(root):
            return "symbolic link"  # or under one: never read outside the root
        if not path.is_file():
            return "not a regular file"
        if path.stat().st_size > MAX_FILE_BYTES:
            return f"larger than {MAX_FILE_BYTES // 1_000_000} MB"
        with path.open("rb") as handle:
            head = handle.read(8192)
    except OSError as exc:
        return f"unreadable ({exc.strerror or exc})"
    if b"\0" in head:
        return "binary"
    try:
        check_text(rel, "path")
    except InvalidInput:
        return "odd path"
    return None


# -- reading source files -----------------------------------------------------------------


def read_source(root: Path, rel: str) -> Parsed | None:
    """The file's hash and symbols, ``error`` set if it cannot be read or parsed; None if not source code."""
    language = LANGUAGES.get(PurePosixPath(rel).suffix.lower())
    if language is None:
        return None
    parsed = Parsed(rel, language)
    try:
        data = (root / rel).read_bytes()
        text = data.decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        parsed.error = "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else f"unreadable ({exc})"
        return parsed
    parsed.sha256 = hashlib.sha256(data).hexdigest()
    try:
        parsed.symbols = (python_symbols(text, literals=parsed.literals) if language == "python"
                          else brace_symbols(language, text))
    except (SyntaxError, ValueError, RecursionError) as exc:
        parsed.error = f"cannot parse ({type(exc).__name__})"
    return parsed


def python_symbols(text: str, *, literals: list[str] | None = None) -> list[Symbol]:
    """Module-level classes and functions, and the methods of classes (nested classes too), in file order.

    ``literals`` collects the string constants the signatures quote (the only free text they carry).
    """
    out: list[Symbol] = []

    def visit(body: list[ast.stmt], prefix: str, depth: int) -> None:
        for node in body:
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
                out.append(Symbol(prefix + node.name, _short(_python_signature(node)), depth))
                if literals is not None:
                    literals.extend(_quoted(node))
                if isinstance(node, ast.ClassDef):
                    visit(node.body, f"{prefix}{node.name}.", depth + 1)
            elif isinstance(node, (ast.If, ast.Try)) and depth == 0:  # `if TYPE_CHECKING:`, `try: import ...`
                visit([*node.body, *node.orelse, *getattr(node, "finalbody", [])], prefix, depth)

    visit(ast.parse(text).body, "", 0)
    return out


class _Elide(ast.NodeTransformer):
    """Long string literals cut short: a signature records that a default is a string, not the whole text."""

    def visit_Constant(self, node: ast.Constant) -> ast.Constant:
        if isinstance(node.value, str) and len(node.value) > LITERAL_CHARS:
            return ast.Constant(node.value[: LITERAL_CHARS - 3] + "...")
        return node


def _python_signature(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> str:
    decorators = "".join(f"@{_source(d)} " for d in node.decorator_list)
    if isinstance(node, ast.ClassDef):
        bases = [_source(b) for b in node.bases] + [_source(k) for k in node.keywords]
        return f"{decorators}class {node.name}" + (f"({', '.join(bases)})" if bases else "")
    prefix = "async def" if isinstance(node, ast.AsyncFunctionDef) else "def"
    returns = f" -> {_source(node.returns)}" if node.returns is not None else ""
    return f"{decorators}{prefix} {node.name}({_source(node.args)}){returns}"


def _source(part: ast.AST) -> str:
    """A piece of a declaration as source, long string literals cut short (the body is never copied)."""
    return ast.unparse(_Elide().visit(copy.deepcopy(part)))


def _quoted(node: ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef) -> list[str]:
    parts: list[ast.AST] = [*node.decorator_list]
    if isinstance(node, ast.ClassDef):
        parts += [*node.bases, *node.keywords]
    else:
        parts += [node.args] + ([node.returns] if node.returns is not None else [])
    return [n.value for part in parts for n in ast.walk(part) if isinstance(n, ast.Constant) and isinstance(n.value, str)]


def _short(signature: str) -> str:
    line = " ".join(signature.split())
    return line if len(line) <= SIGNATURE_CHARS else line[: SIGNATURE_CHARS - 3] + "..."


# The lightweight scanner: (pattern, what a match is). "type" opens a container whose methods
# are qualified by it, "impl" opens one without being a symbol, "function" is a symbol, and
# "method" only counts directly inside a container. Group "name" names it; "owner" (Go
# receivers) qualifies it.
_IDENT = r"[A-Za-z_$][\w$]*"
_SCANNERS: dict[str, list[tuple[re.Pattern[str], str]]] = {
    "javascript": [
        (re.compile(rf"^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:abstract\s+)?(?:class|interface)\s+"
                    rf"(?P<name>{_IDENT})"), "type"),
        (re.compile(rf"^\s*(?:export\s+)?(?:default\s+)?(?:declare\s+)?(?:async\s+)?function\s*\*?\s*"
                    rf"(?P<name>{_IDENT})\s*(?:<[^>]*>)?\s*\("), "function"),
        (re.compile(rf"^\s*(?:export\s+)?(?:const|let|var)\s+(?P<name>{_IDENT})\s*(?::[^=]+)?=\s*(?:async\s+)?"
                    rf"(?:\([^)]*\)|{_IDENT})\s*(?::\s*[^=]+)?=>"), "function"),
        (re.compile(rf"^\s*(?:(?:public|private|protected|static|readonly|abstract|override|async|get|set)\s+)*"
                    rf"\*?(?P<name>{_IDENT})\s*(?:<[^>]*>)?\s*\([^)]*\)?\s*(?::\s*[^{{;=]+)?\s*(?:[{{;].*)?$"), "method"),
    ],
    "go": [
        (re.compile(r"^type\s+(?P<name>[A-Za-z_]\w*)\s+(?:struct|interface)\b"), "type"),
        (re.compile(r"^func\s+(?:\(\s*\w*\s*\*?\s*(?P<owner>[A-Za-z_]\w*)[^)]*\)\s*)?(?P<name>[A-Za-z_]\w*)"
                    r"\s*(?:\[[^\]]*\])?\s*\("), "function"),
    ],
    "rust": [
        (re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:struct|enum|trait|union)\s+(?P<name>[A-Za-z_]\w*)"), "type"),
        (re.compile(r"^\s*(?:unsafe\s+)?impl\s*(?:<[^>]*>)?\s*(?:[\w:]+(?:<[^>]*>)?\s+for\s+)?"
                    r"(?P<name>[A-Za-z_]\w*)"), "impl"),
        (re.compile(r"^\s*(?:pub(?:\([^)]*\))?\s+)?(?:const\s+)?(?:async\s+)?(?:unsafe\s+)?"
                    r"(?:extern\s+\"[^\"]*\"\s+)?fn\s+(?P<name>[A-Za-z_]\w*)"), "function"),
    ],
    "java": [
        (re.compile(r"^\s*(?:@\w+\s+)*(?:(?:public|private|protected|static|final|abstract|sealed|strictfp)\s+)*"
                    r"(?:class|interface|enum|record|@interface)\s+(?P<name>[A-Za-z_]\w*)"), "type"),
        (re.compile(r"^\s*(?:(?:public|private|protected|static|final|abstract|synchronized|native|default)\s+)*"
                    r"(?:<[^>]*>\s*)?(?:[\w<>\[\].,?]+(?:\s*<[^>]*>)?\s+)?(?P<name>[A-Za-z_]\w*)\s*\([^)]*\)?"
                    r"\s*(?:throws\s+[\w., ]+)?\s*(?:[{;].*)?$"), "method"),
    ],
}
_SCANNERS["typescript"] = _SCANNERS["javascript"]
_NOT_NAMES = frozenset({"if", "for", "while", "switch", "catch", "return", "function", "else", "do", "try",
                        "synchronized", "super", "this", "throw", "await", "yield", "typeof", "delete"})
_ONE_LINE_BODY = re.compile(r"\s*\{[^{}]*\}\s*;?\s*$")  # `{ super(); }` closing on the declaration's line
_STRINGS = re.compile(r"\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\])*'|`(?:\\.|[^`\\])*`")


def brace_symbols(language: str, text: str) -> list[Symbol]:
    """Classes, functions and methods of a brace-delimited source file, by :data:`_SCANNERS`' patterns.

    >>> [s.name for s in brace_symbols("go", "type Store struct {\\n}\\nfunc (s *Store) Get(id string) error {\\n}")]
    ['Store', 'Store.Get']
    """
    out: list[Symbol] = []
    stack: list[list[Any]] = []  # [qualified name or None, depth it opened at, opened yet]
    depth, in_comment = 0, False
    for line in text.splitlines():
        code, in_comment = _code_of(line, in_comment)
        if not code.strip():
            continue
        inside = stack[-1] if stack and stack[-1][2] and depth == stack[-1][1] + 1 else None
        opened = _declaration(language, code, depth, inside, out)
        if opened is not None:
            stack.append([opened, depth, False])
        depth = max(0, depth + code.count("{") - code.count("}"))
        if stack and not stack[-1][2] and depth > stack[-1][1]:
            stack[-1][2] = True
        elif stack and not stack[-1][2] and (code.rstrip().endswith(";") or "{" in code):
            stack.pop()  # no body (`struct Unit;`), or one that closed on its own line (`struct P { x: i32 }`)
        while stack and stack[-1][2] and depth <= stack[-1][1]:
            stack.pop()
    return out


def _code_of(line: str, in_comment: bool) -> tuple[str, bool]:
    """The line without strings and comments (block comments may span lines)."""
    if in_comment:
        end = line.find("*/")
        if end < 0:
            return "", True
        line = line[end + 2:]
    line = _STRINGS.sub('""', line)
    line = re.sub(r"/\*.*?\*/", " ", line)
    start = line.find("/*")
    if start >= 0:
        return line[:start], True
    return line.split("//", 1)[0], False


def _declaration(language: str, code: str, depth: int, inside: list[Any] | None, out: list[Symbol]) -> str | None:
    """Record the symbol ``code`` declares, if any; returns the container it opens (its qualified name)."""
    owner = inside[0] if inside is not None else None
    if depth > 0 and inside is None:
        return None  # inside a function body, or a container's nested block
    allowed = ("type", "function", "method") if owner is not None else ("type", "function", "impl")
    for pattern, what in _SCANNERS[language]:
        match = pattern.match(code) if what in allowed else None
        if match is None or match.group("name") in _NOT_NAMES:
            continue
        name = match.group("name")
        qualifier = match.groupdict().get("owner") or owner
        qualified = f"{qualifier}.{name}" if qualifier else name
        if what != "impl":
            signature = _ONE_LINE_BODY.sub("", code.strip()).rstrip("{;").strip()
            out.append(Symbol(qualified, _short(signature), 1 if qualifier else 0))
        return qualified if what in ("type", "impl") else None
    return None


# -- memories -------------------------------------------------------------------------------


def entity(repo: str, rel: str) -> str:
    """The entity a file's (or, with a trailing slash, a directory's) memory is about.

    >>> entity("credo", "src/credo/codebase.py")
    'code:credo/src/credo/codebase.py'
    """
    return normalise_key(f"code:{repo}/{rel}") or ""


def file_text(repo: str, parsed: Parsed) -> str:
    """A source file's memory: one line per class or function, methods indented, bounded in size."""
    head = f"code {repo}/{parsed.path} ({parsed.language}, {len(parsed.symbols)} classes and functions)"
    if not parsed.symbols:
        return f"{head}: no classes or functions"
    return _bounded(head + ":", ["  " * s.depth + s.signature for s in parsed.symbols], "symbols")


def tree_text(repo: str, directory: str, files: list[str], dirs: list[str]) -> str:
    """A directory's memory: the files and subdirectories it holds."""
    where = f"{repo}/{directory}/" if directory else f"{repo}/"
    head = f"code {where} directory ({len(files)} files, {len(dirs)} subdirectories):"
    return _bounded(head, [f"{name}/" for name in dirs] + files, "entries", sep=" ")


def _bounded(head: str, lines: list[str], what: str, sep: str = "\n") -> str:
    text, room = head, MAX_TEXT_CHARS - 64
    for shown, line in enumerate(lines):
        if len(text) + len(line) + 1 > room:
            return f"{text}{sep}... and {len(lines) - shown} more {what}"
        text += sep + line
    return text


def _names(names: list[str]) -> tuple[list[str], bool]:
    """As many names as fit the metadata budget, and whether some were left out."""
    kept: list[str] = []
    size = 0
    for name in names:
        size += len(name) + 4
        if size > METADATA_NAMES_CHARS:
            return kept, True
        kept.append(name)
    return kept, False


@dataclass
class _Plan:
    unit: MemoryUnit
    old: MemoryUnit | None


def ingest(s: Services, path: str | Path, *, who: Scope, now: datetime, dry_run: bool = False,
           limit: int = MAX_FILES, name: str | None = None, actor: str = "api",
           progress: Callable[[int, int, str], None] | None = None) -> dict[str, Any]:
    """Record the repository at ``path`` as codebase memories of ``who.user``; returns what was (or would be) written.

    ``name`` is the repository's name in entities (default: the directory's name).
    ``progress(done, total, stage)`` hears the files read, then the memories embedded.
    The report: ``files`` (read), ``created``/``updated``/``unchanged`` (memories:
    one per source file, one per directory), ``skipped`` (files left out; the
    first 20 in ``skipped_files`` with the reason), ``missing`` (recorded files
    no longer there: ``credo manage drift`` invalidates them and what names them).
    """
    root = _root(path)
    repo = _repo_name(name, root)
    if isinstance(limit, bool) or not isinstance(limit, int) or not 1 <= limit <= 100_000:
        raise InvalidInput("limit must be a whole number of files in 1..100000")
    listing = list_files(root, limit=limit)
    current = {(u.entity, u.attribute): u for u in s.store.select(rules.codebase(who.tenant, user=who.user))
               if u.metadata.get("codebase", {}).get("repo") == repo}
    plans, unchanged, skipped = [], 0, list(listing.skipped)
    for unit in _drafts(who, repo, listing, now, skipped, progress):
        old = current.get((unit.entity, unit.attribute))
        if old is not None and old.value == unit.value and old.metadata["codebase"]["root"] == str(root):
            unchanged += 1
        else:
            plans.append(_Plan(unit, old))
    if not dry_run:
        _write(s, plans, actor=actor, now=now, progress=progress)
    # a recorded file that is gone is drift detection's to invalidate (with what named it); say so here
    missing = sum(1 for u in current.values() if u.attribute == SIGNATURES and u.status is Status.ACTIVE
                  and not (root / u.metadata["codebase"]["path"]).exists())
    return {"root": str(root), "repo": repo, "dry_run": dry_run, "files": len(listing.files),
            "created": sum(p.old is None for p in plans), "updated": sum(p.old is not None for p in plans),
            "unchanged": unchanged, "skipped": len(skipped), "missing": missing,
            "skipped_files": [{"path": p, "reason": r} for p, r in skipped[:20]],
            "memories": [p.unit.id for p in plans] if not dry_run else []}


def _drafts(who: Any, repo: str, listing: Listing, now: datetime, skipped: list[tuple[str, str]],
            progress: Callable[[int, int, str], None] | None = None) -> list[MemoryUnit]:
    """The memories the listing makes, as of ``now``: one per source file, then one per directory."""
    drafts = []
    for done, rel in enumerate(listing.files):
        if progress is not None and done % 50 == 0:
            progress(done, len(listing.files), "reading")
        parsed = read_source(listing.root, rel)
        if parsed is None:
            continue
        if parsed.error:
            skipped.append((rel, parsed.error))
            continue
        drafts.append(_file_draft(who, repo, listing.root, parsed, now))
    return drafts + [_tree_draft(who, repo, listing.root, d, files, dirs, now)
                     for d, (files, dirs) in _directories(listing).items()]


def _root(path: str | Path) -> Path:
    if not isinstance(path, (str, Path)) or not str(path).strip():
        raise InvalidInput("a path to a directory is required")
    check_text(str(path), "path")
    root = Path(path).expanduser()
    if not root.is_dir():
        raise InvalidInput(f"{path} is not a directory")
    return root.resolve()


def _repo_name(name: str | None, root: Path) -> str:
    repo = (name if name is not None else root.name or "root").strip()
    if not repo or "/" in repo or len(repo) > 100:
        raise InvalidInput("a repository name is 1..100 characters without '/'")
    check_text(repo, "name")
    return repo


def _directories(listing: Listing) -> dict[str, tuple[list[str], list[str]]]:
    """Every directory holding a listed file (its ancestors too): (file names, subdirectory names)."""
    tree: dict[str, tuple[list[str], list[str]]] = {"": ([], [])}
    for rel in listing.files:
        parts = PurePosixPath(rel).parts
        for i in range(len(parts) - 1):
            parent, here = "/".join(parts[:i]), "/".join(parts[: i + 1])
            if here not in tree:
                tree[here] = ([], [])
                tree[parent][1].append(parts[i])
        tree["/".join(parts[:-1])][0].append(parts[-1])
    return tree


def _file_draft(who: Any, repo: str, root: Path, parsed: Parsed, now: datetime) -> MemoryUnit:
    names, cut = _names([s.name for s in parsed.symbols])
    meta = {"root": str(root), "repo": repo, "path": parsed.path, "kind": "file", "language": parsed.language,
            "sha256": parsed.sha256, "symbols": names, **({"symbols_truncated": True} if cut else {})}
    unit = _draft(who, file_text(repo, parsed), entity(repo, parsed.path), SIGNATURES, parsed.sha256, meta, now)
    return _screened(unit, parsed.literals)


def _tree_draft(who: Any, repo: str, root: Path, directory: str, files: list[str], dirs: list[str],
                now: datetime) -> MemoryUnit:
    files, dirs = sorted(files), sorted(dirs)
    digest = hashlib.sha256("\n".join([*(f"{d}/" for d in dirs), *files]).encode()).hexdigest()
    kept_files, cut = _names(files)
    kept_dirs, cut_dirs = _names(dirs)
    meta = {"root": str(root), "repo": repo, "path": directory, "kind": "tree", "files": kept_files,
            "dirs": kept_dirs, **({"names_truncated": True} if cut or cut_dirs else {})}
    unit = _draft(who, tree_text(repo, directory, files, dirs), entity(repo, f"{directory}/" if directory else ""),
                  TREE, digest, meta, now)
    return _screened(unit, [name for name in [*files, *dirs] if any(c.isspace() for c in name)])


def _draft(who: Any, text: str, key: str, attribute: str, value: str, meta: dict[str, Any],
           now: datetime) -> MemoryUnit:
    return write.build_unit(who, text, now=now, kind=Kind.FACT, layer=Layer.CODEBASE, source=Source.TOOL,
                            topic="code", entity=key, attribute=attribute, value=value,
                            metadata={"codebase": meta})


def _screened(unit: MemoryUnit, free_text: list[str]) -> MemoryUnit:
    """Provenance for a code memory: the tool's trust caps trust and confidence, and its free text is screened.

    The text is credo's own rendering of declarations (identifiers, annotations,
    defaults; never comments or docstrings), and the instruction screen reads every
    signature as a tool call, so only what a file's author wrote freely -- string
    literals in signatures, file names with spaces -- is screened, each on its own;
    one that reads as an instruction to the agent holds the memory in quarantine, as
    any write would. A plain imperative does not (:data:`CODE_IMPERATIVES`).
    """
    trust = SOURCE_TRUST[unit.source]
    unit.trust, unit.confidence = min(unit.trust, trust), min(unit.confidence, trust)
    for text in free_text:
        family = poison.instruction_reason(text)
        if family is not None and family not in CODE_IMPERATIVES:
            unit.status = Status.QUARANTINED
            unit.metadata.update(held="instruction", why=f"reads as an instruction to the agent ({family}) "
                                                         f"from a {unit.source.value} source: {text[:80]!r}")
            break
    return unit


#: Memories embedded per call while ingesting, so a long ingest can say how far it has got.
EMBED_CHUNK = 128


def _write(s: Services, plans: list[_Plan], *, actor: str, now: datetime,
           progress: Callable[[int, int, str], None] | None = None) -> None:
    """Insert the new memories (embedded in chunks, written in one transaction); each supersedes the one it
    replaces."""
    if not plans:
        return
    for plan in plans:
        if plan.old is not None:
            plan.unit.version, plan.unit.parent_id = plan.old.version + 1, plan.old.id
    chunks = []
    for start in range(0, len(plans), EMBED_CHUNK):
        if progress is not None:
            progress(start, len(plans), "embedding")
        chunks.append(embed_many(s.embedder, [p.unit.text for p in plans[start:start + EMBED_CHUNK]]))
    if progress is not None:
        progress(len(plans), len(plans), "embedding")
    vectors = np.concatenate(chunks)
    with s.store.transaction():
        for plan, vector in zip(plans, vectors):
            plan.unit.embedding_model, plan.unit.embedding_dim = s.embedder.name, int(vector.shape[0])
        write.insert_units(s.store, [(p.unit, v) for p, v in zip(plans, vectors)], actor=actor)
        for plan in plans:
            if plan.old is not None:
                what = "file" if plan.unit.attribute == SIGNATURES else "directory"
                lifecycle.supersede(s.store, plan.old, plan.unit, actor=actor, now=now,
                                    reason=f"the {what} changed: re-ingested as memory {plan.unit.id}")
