"""Adapters for the interfaces people already use: mem0's ``Memory`` (:mod:`credo.compat.mem0`) and LangGraph's
``BaseStore`` (:mod:`credo.compat.langgraph`), both over credo's belief pipeline."""
