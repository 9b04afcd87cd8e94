"""Maintenance: the MANAGE phase (decay, forgetting, layers, consolidation, loops, re-embedding).

Each job is a plain function over a store that returns a report.
"""
