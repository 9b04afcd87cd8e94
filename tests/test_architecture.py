"""The house rules, checked: layers and no import cycles (import-linter), the type gate (mypy), docs that
name only what exists.

The contracts live in pyproject.toml ([tool.importlinter]); docs/architecture.md explains the layers.
"""

from __future__ import annotations

import ast
import importlib
import re
import subprocess
import sys
from pathlib import Path

import pytest
from importlinter import api as importlinter_api
from mypy import api as mypy_api

ROOT = Path(__file__).resolve().parent.parent
SRC = ROOT / "src" / "credo"
BASELINE = ROOT / "tests" / "data" / "mypy_baseline.txt"
#: Modules and packages the type gate holds at zero errors.
CLEAN = ("src/credo/store/", "src/credo/services.py", "src/credo/write.py", "src/credo/belief.py",
         "src/credo/security.py", "src/credo/policies.py", "src/credo/manage/tasks.py")


def test_every_import_linter_contract_is_kept():
    config = importlinter_api.read_configuration(config_filename=str(ROOT / "pyproject.toml"))
    assert {c["id"] for c in config["contracts_options"]} >= {"layers", "acyclic"}
    linter = Path(sys.executable).with_name("lint-imports")
    done = subprocess.run([str(linter), "--no-cache", str(ROOT / "pyproject.toml")], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-4000:] + done.stderr[-2000:]


def test_no_module_imports_another_by_name_at_run_time():
    """No ``importlib.import_module``/``__import__``: every dependency is an import statement the layers see."""
    offenders = []
    for path in SRC.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Call):
                name = ast.unparse(node.func)
                if name in ("importlib.import_module", "import_module", "__import__"):
                    offenders.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    assert offenders == []


@pytest.fixture(scope="module")
def mypy_errors() -> list[str]:
    out, err, _ = mypy_api.run(["--config-file", str(ROOT / "pyproject.toml"), "--no-incremental"])
    assert not err.strip(), err
    return [line for line in out.splitlines() if ": error: " in line]


def test_the_type_error_count_only_goes_down(mypy_errors):
    baseline = int(BASELINE.read_text().split()[0])
    assert len(mypy_errors) <= baseline, (
        f"mypy reports {len(mypy_errors)} errors over src/ (baseline {baseline}):\n" + "\n".join(mypy_errors))


def test_the_new_middle_has_no_type_errors(mypy_errors):
    assert [e for e in mypy_errors if e.startswith(CLEAN)] == []


_REFERENCE = re.compile(r":(?:mod|func|class|meth|data|attr|exc):`~?(credo(?:\.\w+)+)`")


def _resolves(name: str) -> bool:
    """Whether a dotted name is a module of credo, or an attribute (nested) of one."""
    parts = name.split(".")
    for cut in range(len(parts), 0, -1):
        try:
            target: object = importlib.import_module(".".join(parts[:cut]))
        except ImportError:
            continue
        for attribute in parts[cut:]:
            if not hasattr(target, attribute):
                return False
            target = getattr(target, attribute)
        return True
    return False


def test_docstrings_name_only_modules_and_objects_that_exist():
    missing = sorted({f"{path.relative_to(ROOT)}: {name}" for path in SRC.rglob("*.py")
                      for name in _REFERENCE.findall(path.read_text()) if not _resolves(name)})
    assert missing == []


def test_the_readme_layout_names_every_module_of_the_package():
    readme = (ROOT / "README.md").read_text()
    layout = readme[readme.index("## Layout"):]
    layout = layout[: layout.index("```", layout.index("```") + 3)]
    names = {path.stem if path.is_file() else path.name for path in SRC.iterdir()
             if (path.suffix == ".py" and path.stem != "__init__") or (path.is_dir() and (path / "__init__.py").exists())}
    missing = sorted(name for name in names if not re.search(rf"(?<![\w/]){re.escape(name)}(\.py|/)", layout))
    assert missing == []
