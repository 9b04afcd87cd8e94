"""Serve a GGUF model with llama.cpp's own HTTP server until SIGTERM: ``python tests/llama_server.py MODEL PORT``.

The provider tests start this as a subprocess. ``xllamacpp`` ships llama.cpp's
C++ server (``llama-server``) prebuilt in a manylinux wheel, so a fresh machine
needs no compiler. The server runs on threads inside the process that creates
it, which is why it gets a process of its own: the tests stop it with a signal
and never share their interpreter with it.
"""

from __future__ import annotations

import signal
import sys

#: Room for the extraction prompt plus a long answer; the HTTP error test overflows it on purpose.
CONTEXT_TOKENS = 4096
SEED = 7
#: One thread: llama.cpp's threads meet at a spinning barrier after every layer, and on a
#: busy two-core machine (the test process, other jobs) two threads measured 2.4 tokens/s
#: where one kept 22.
THREADS = 1


def serve(model: str, port: int) -> None:
    """Listen on 127.0.0.1:``port`` with ``model`` loaded; return after SIGTERM or SIGINT."""
    import xllamacpp  # imported here so that collecting this module never needs the wheel

    stop = {signal.SIGTERM, signal.SIGINT}
    # Blocked before the server starts its threads, which inherit the mask, so
    # sigwait below is the only place these signals are delivered.
    signal.pthread_sigmask(signal.SIG_BLOCK, stop)
    params = xllamacpp.CommonParams()
    params.model.path = model
    params.hostnames = ["127.0.0.1"]
    params.port = port
    params.n_ctx = CONTEXT_TOKENS
    params.sampling.seed = SEED
    params.cpuparams.n_threads = params.cpuparams_batch.n_threads = THREADS
    server = xllamacpp.Server(params)  # returns once the model is loaded and the port listens
    print(f"listening on {server.listening_address}", flush=True)
    signal.sigwait(stop)
    del server  # joins the server's threads


if __name__ == "__main__":
    serve(sys.argv[1], int(sys.argv[2]))
