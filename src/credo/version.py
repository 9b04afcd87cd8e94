"""credo's version, read from the installed package's metadata (``pyproject.toml`` is the one place it is set).

>>> __version__ == importlib.metadata.version("credo")
True
"""

from __future__ import annotations

import importlib.metadata

__version__ = importlib.metadata.version("credo")
