/* fuzz-reader: the reader's fuzzing entry point (see fuzz-reader.c).
 *
 * Contract.  LLVMFuzzerTestOneInput runs one assembly source of size bytes
 * (any bytes, NUL included) through scanning, regions, x86 parsing,
 * matching and printing; it returns 0, and aborts (or a sanitizer
 * reports) when the reader misbehaves.  The catalog is loaded on the first
 * call and kept for the life of the process. */
#ifndef FUZZ_READER_H
#define FUZZ_READER_H

#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

#endif
