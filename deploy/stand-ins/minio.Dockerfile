# Stand-in for minio/minio:RELEASE.<date> (scripts/container-bases.sh): MinIO cannot be installed here,
# so s3rver (an S3-compatible server from npm, which checks no signatures) answers on port 9000, and
# `minio server DIR` and the `mc` commands compose.yaml uses (`ready`, `alias set`, `mb`) are small
# scripts. The app and the backup reach it through the same S3 calls as MinIO (put, get, list).
ARG NODE_BASE
FROM ${NODE_BASE}
COPY s3rver /opt/s3rver
COPY minio-server.mjs mc.mjs /opt/stand-in/
RUN chmod 755 /opt/stand-in/*.mjs && ln -s /opt/stand-in/minio-server.mjs /usr/bin/minio \
    && ln -s /opt/stand-in/mc.mjs /usr/bin/mc
EXPOSE 9000
ENTRYPOINT ["minio"]
CMD ["server", "/data"]
