# Stand-in for axllent/mailpit, for the local compose check only: an SMTP sink from Debian's packages
# (Python's aiosmtpd). SMTP on port 1025 keeps every message; port 8025 answers the parts of Mailpit's
# HTTP side that the check reads (GET /readyz, GET /api/v1/messages), and `/mailpit readyz` is the
# compose health check's command.
ARG DEBIAN_IMAGE=sage-standin/debian:bookworm
FROM ${DEBIAN_IMAGE}
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends python3 python3-aiosmtpd \
 && rm -rf /var/lib/apt/lists/* \
 && useradd --system --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin mailpit
COPY --chmod=0755 smtp-sink.py /usr/local/lib/sage-standin/smtp-sink.py
COPY --chmod=0755 mailpit-readyz.sh /mailpit
USER mailpit
EXPOSE 1025 8025
ENTRYPOINT ["python3", "/usr/local/lib/sage-standin/smtp-sink.py"]
