-- Rate-limit counters are counted on every signed-in request (ADR 015); as a logged
-- table each count was a WAL record and a flush at commit. Unlogged, a count writes no
-- WAL and its commit waits for no disk (ADR 017, "Counting reads"). The counters are lost
-- on a crash (PostgreSQL empties unlogged tables in recovery) and are not on replicas:
-- windows start afresh then, which a limit of a minute or fifteen can afford.
ALTER TABLE "rate_limit_counters" SET UNLOGGED;
