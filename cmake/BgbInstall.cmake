# Install rules and package config (placeholder).
