"""Secrets never printed: the one redaction every surface applies before text leaves credo.

A URL can carry a secret in two places, and :func:`redact` replaces both with ``***``
wherever a URL appears in the text (a whole value, or inside an error message or a log line):

* the userinfo's password: ``postgresql://credo:s3cret@db/credo`` (the user name stays: it is
  not a secret, and it is what an operator needs to see);
* a query parameter whose name says it holds a secret (:data:`SECRET_PARAMETERS`, any case,
  ``-`` or ``_`` or neither: ``password``, ``sslpassword``, ``token``, ``access_token``,
  ``api_key``, ``apiKey``, ``secret``, ``client_secret``, ``signature`` ...).

Where it is applied: ``credo config show`` (every value), every
:class:`~credo.errors.CredoError`'s message (so the CLI's one line, the HTTP error body and
the MCP tool error), and every log record that passes :class:`RedactingFilter` (the server
installs it on each of uvicorn's handlers and on the ``credo`` logger).

>>> redact("postgresql://credo:s3cret@db:5432/credo")
'postgresql://credo:***@db:5432/credo'
>>> redact("could not reach https://llm.local/v1?model=m&api_key=sk-123 (timeout)")
'could not reach https://llm.local/v1?model=m&api_key=*** (timeout)'
>>> redact("postgresql://credo@db/credo")
'postgresql://credo@db/credo'
"""

from __future__ import annotations

import logging
import re
from pathlib import Path

#: Query parameter names (lower case, without ``-`` and ``_``) whose value is a secret; a name that ends with
#: one of these counts too (``sslpassword``, ``client_secret``, ``x_api_key``).
SECRET_PARAMETERS = ("password", "passwd", "pwd", "pass", "token", "secret", "apikey", "key", "auth",
                     "authorization", "credential", "credentials", "signature", "sig", "cookie")

MASK = "***"

# scheme://user:password@ -- the password is whatever runs up to the last @ before the host
_USERINFO = re.compile(r"(?P<head>\b[A-Za-z][A-Za-z0-9+.-]*://[^\s/@:?#]*):(?P<secret>[^\s/@?#]*)@")
# ?name=value or &name=value (also ;name=value), inside a URL or a libpq-style query string
_PARAMETER = re.compile(r"(?P<head>[?&;](?P<name>[A-Za-z0-9_.-]+)=)(?P<value>[^&;#\s'\"]*)")


def _secret_name(name: str) -> bool:
    plain = name.lower().replace("_", "").replace("-", "").replace(".", "")
    return any(plain == word or plain.endswith(word) for word in SECRET_PARAMETERS)


def redact(text: str | Path | object) -> str:
    """``text`` with every URL password and secret-bearing query parameter replaced by ``***``.

    >>> redact("https://h/p?user=ann&password=x&sslmode=require")
    'https://h/p?user=ann&password=***&sslmode=require'
    >>> redact("see https://u:p@a/b and postgres://c:d@e/f")
    'see https://u:***@a/b and postgres://c:***@e/f'
    """
    shown = str(text)
    if "://" not in shown and "=" not in shown:
        return shown
    shown = _USERINFO.sub(lambda m: f"{m['head']}:{MASK}@" if m["secret"] else m.group(0), shown)
    return _PARAMETER.sub(lambda m: f"{m['head']}{MASK}" if m["value"] and _secret_name(m["name"]) else m.group(0),
                          shown)


class RedactingFilter(logging.Filter):
    """A logging filter that redacts each record's message (its format arguments included) with :func:`redact`.

    >>> record = logging.LogRecord("credo", logging.WARNING, "", 0, "opening %s", ("postgresql://a:b@h/db",), None)
    >>> RedactingFilter().filter(record), record.getMessage()
    (True, 'opening postgresql://a:***@h/db')
    """

    def filter(self, record: logging.LogRecord) -> bool:
        message = record.getMessage()
        shown = redact(message)
        if shown != message:
            record.msg, record.args = shown, None
        return True


def install(logger: logging.Logger | None = None) -> None:
    """Redact every record that ``logger`` (default: the ``credo`` logger and its children) handles."""
    target = logger or logging.getLogger("credo")
    if not any(isinstance(f, RedactingFilter) for f in target.filters):
        target.addFilter(RedactingFilter())


__all__ = ["MASK", "SECRET_PARAMETERS", "RedactingFilter", "install", "redact"]
