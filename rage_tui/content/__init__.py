"""Loading and validating card, deck and scenario files (YAML) into engine records."""
