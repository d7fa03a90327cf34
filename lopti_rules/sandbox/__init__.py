"""The sandbox: the fences house-rule code runs behind, the views it reads, the effects it returns.

Stage 2 of the pipeline (docs/architecture.md): it needs nothing of the rule
language (views in, effects out), so the language's compiler and limits sit above it.
"""
