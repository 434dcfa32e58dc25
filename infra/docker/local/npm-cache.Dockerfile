# An npm cache as an image, for the local compose check only: run.sh fills it on this machine from
# package-lock.json (the npm registry does not answer inside containers here) and passes it to the
# project's Dockerfiles as NPM_CACHE_IMAGE, where `npm ci` then installs offline from it.
FROM scratch
COPY _cacache /_cacache
