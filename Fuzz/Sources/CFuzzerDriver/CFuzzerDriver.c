// Header-only module: LLVMFuzzerRunDriver lives in libFuzzer, which
// `-sanitize=fuzzer` links. SwiftPM needs one source file per C target.
#include "CFuzzerDriver.h"
