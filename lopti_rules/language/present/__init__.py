"""The tree shown back: canonical format, plain words, highlighting and the TextMate grammar."""
