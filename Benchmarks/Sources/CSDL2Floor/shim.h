#ifndef CSDL2FLOOR_SHIM_H
#define CSDL2FLOOR_SHIM_H
#include <SDL2/SDL.h>
#include <malloc.h>
#endif
