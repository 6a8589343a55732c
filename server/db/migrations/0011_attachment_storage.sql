-- An attachment is a PDF, compressed already, stored as base64: PostgreSQL's own compression finds
-- nothing to save in it (the same table size either way) but tried on every insert, ~0.2 ms of the
-- database thread per order e-mail on PGlite. EXTERNAL keeps the value out of line, uncompressed.
ALTER TABLE "outbox_attachments" ALTER COLUMN "content_base64" SET STORAGE EXTERNAL;
