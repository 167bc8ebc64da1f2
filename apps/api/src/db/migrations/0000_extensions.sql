-- Trigram matching for the typo-tolerant product search (products_search_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
