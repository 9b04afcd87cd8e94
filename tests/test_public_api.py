"""The public API stays honest: __all__ resolves and every public callable is documented."""

from __future__ import annotations

import inspect
import re
from pathlib import Path

import credo

ROOT = Path(__file__).resolve().parents[1]


def test_all_names_exist_and_are_unique():
    assert len(credo.__all__) == len(set(credo.__all__))
    for name in credo.__all__:
        assert hasattr(credo, name), name


def test_every_public_class_and_method_has_a_docstring():
    missing = []
    for name in credo.__all__:
        obj = getattr(credo, name)
        if inspect.isclass(obj) and obj.__module__.startswith("credo"):
            if not (obj.__doc__ or "").strip():
                missing.append(name)
            for attr, member in vars(obj).items():
                documented = inspect.getdoc(getattr(obj, attr)) if inspect.isfunction(member) else "n/a"
                if not attr.startswith("_") and not (documented or "").strip():
                    missing.append(f"{name}.{attr}")
    assert missing == []


def test_readme_python_example_runs(tmp_path, monkeypatch):
    """The README's Python example is executed as written, so it cannot drift."""
    readme = (ROOT / "README.md").read_text()
    block = re.search(r"```python\n(.*?)```", readme, re.S).group(1)
    monkeypatch.chdir(tmp_path)
    exec(compile(block, "README.md", "exec"), {})


def test_readme_lists_exactly_the_two_setup_commands():
    readme = (ROOT / "README.md").read_text()
    assert "make serve" in readme and "make test" in readme
