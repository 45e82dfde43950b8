#ifndef SHEETSPEC_FUZZ_CFUZZERDRIVER_H
#define SHEETSPEC_FUZZ_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// libFuzzer's documented entry for programs that have their own `main`:
/// parses libFuzzer's flags from argc/argv and fuzzes `callback`.
/// https://llvm.org/docs/LibFuzzer.html#using-libfuzzer-as-a-library
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

#endif
