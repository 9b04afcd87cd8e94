"""Stopping cleanly: SIGTERM (and for stdio servers SIGINT) as an orderly exit, so every store is closed."""

from __future__ import annotations

from typing import Any


def exit_on_sigterm(*, sigint: bool = False) -> None:
    """Make SIGTERM (and with ``sigint``, SIGINT) an orderly exit, so the store is closed, not abandoned.

    uvicorn shuts down on SIGTERM, then raises the signal again for the handler it
    found: with this one, ``run``'s ``finally`` closes the store (worker stopped, WAL
    checkpointed and removed) instead of the process dying. Main thread only.
    """
    import signal
    import threading

    if threading.current_thread() is threading.main_thread():
        signal.signal(signal.SIGTERM, _exit)
        if sigint:
            signal.signal(signal.SIGINT, _exit)


def _exit(_signum: int, _frame: Any) -> None:
    raise SystemExit(0)
