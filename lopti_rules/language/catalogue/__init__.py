"""The catalogue.

The words of the language (events, attributes, roles, actions) and what each hook may
do.
"""
