"""The validator's check families, one module a family (validator.CHECKS lists them).

``base`` holds the Scope, the Check base class and the questions families share;
``types``, ``blocks``, ``person``, ``loops``, ``winvote``, ``retro``, ``harm``, ``names``
and ``runnable`` each report the codes their docstring names.
"""
