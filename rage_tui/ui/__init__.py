"""The Textual terminal app and Rich renderings."""
