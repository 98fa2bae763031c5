#!/usr/bin/env bash
# Builds the Node 24 base image that Flock's Dockerfile starts FROM, on a machine that reaches no
# container registry: Debian bookworm from Debian's own packages (debootstrap), Node 24 as the
# project installs it from the npm registry (the `node` dev dependency), npm, and a `node` user
# (uid 1000) as in the official image. Tagged under the name the Dockerfile uses.
set -euo pipefail
cd "$(dirname "$0")/../.."

tag=${NODE_IMAGE:-docker.io/library/node:24-bookworm-slim}
if podman image exists "$tag"; then
  echo "base image $tag is there"
  exit 0
fi
command -v debootstrap > /dev/null || { apt-get update -qq && apt-get install -y -qq debootstrap; }
node_binary=$(readlink -f node_modules/node/bin/node)
[ -x "$node_binary" ] || { echo "run npm ci first: node_modules/node is missing" >&2; exit 1; }
mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2> /dev/null | head -n 1)

rootfs=$(mktemp -d /var/tmp/flock-base.XXXXXX)
trap 'rm -rf "$rootfs"' EXIT
debootstrap --variant=minbase --include=ca-certificates bookworm "$rootfs" "${mirror:-http://deb.debian.org/debian}"
install -m 0755 "$node_binary" "$rootfs/usr/local/bin/node"
mkdir -p "$rootfs/usr/local/lib/node_modules"
cp -a "$(npm root -g)/npm" "$rootfs/usr/local/lib/node_modules/npm"
ln -s ../lib/node_modules/npm/bin/npm-cli.js "$rootfs/usr/local/bin/npm"
ln -s ../lib/node_modules/npm/bin/npx-cli.js "$rootfs/usr/local/bin/npx"
# The certificate authorities this machine trusts beyond Debian's (a registry proxy's, say), so
# that npm inside the build reaches the registry the way it does here.
if compgen -G '/usr/local/share/ca-certificates/*.crt' > /dev/null; then
  cp /usr/local/share/ca-certificates/*.crt "$rootfs/usr/local/share/ca-certificates/"
  chroot "$rootfs" update-ca-certificates > /dev/null
fi
chroot "$rootfs" groupadd --gid 1000 node
chroot "$rootfs" useradd --uid 1000 --gid node --create-home --shell /bin/bash node
rm -rf "$rootfs"/var/cache/apt/archives/*.deb "$rootfs"/var/lib/apt/lists/*
tar -C "$rootfs" -c . | podman import \
  --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
  --change 'ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt' \
  --change 'CMD ["node"]' - "$tag"
echo "base image $tag built"
