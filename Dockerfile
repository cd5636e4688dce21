# syntax=docker/dockerfile:1.6
# The bot with its catalog built in at image build time.
#
#   docker build -t mtg-rules-bot .                                           # downloads the card data
#   docker build -t mtg-rules-bot --build-context carddata=../shared/data .   # or builds from local files
#
# Settings come from the environment (see .env.example): DISCORD_TOKEN at least; SHARD_COUNT and
# SHARD_IDS to run some of the shards (deploy/compose.yaml, deploy/kubernetes.yaml).

# Empty unless replaced with --build-context carddata=PATH.
FROM scratch AS carddata

FROM python:3.11-slim
ENV PYTHONDONTWRITEBYTECODE=1 PYTHONUNBUFFERED=1 \
    CATALOG_PATH=/app/data/catalog.sqlite3 METRICS_PORT=9108
WORKDIR /app
COPY pyproject.toml README.md ./
COPY bot ./bot
COPY cogs ./cogs
RUN pip install --no-cache-dir . && mkdir -p data
RUN --mount=type=bind,from=carddata,target=/carddata \
    if [ -n "$(ls -A /carddata 2>/dev/null)" ]; then \
        python -m bot catalog build --source /carddata; \
    else \
        python -m bot catalog build; \
    fi
RUN useradd --system --home /app bot && chown -R bot /app/data
USER bot
# SIGTERM: no new interactions, those in flight finished (at most 10 s), gateway closed, exit 0.
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=30s --timeout=3s --start-period=20s \
    CMD python -c "import os, urllib.request; urllib.request.urlopen('http://127.0.0.1:%s/healthz' % os.environ['METRICS_PORT'], timeout=2)"
CMD ["python", "-m", "bot", "run"]
