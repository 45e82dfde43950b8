#ifndef SHEETSPEC_CYAML_SHIM_H
#define SHEETSPEC_CYAML_SHIM_H
#include <yaml.h>
#endif
