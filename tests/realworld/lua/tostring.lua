-- Numbers turned into strings by Lua itself (tostring, concatenation, table.concat):
-- lua_Integer through "%lld", floats through "%.14g". Prints them for the byte
-- comparison with a plain build, and checks what Lua alone can check.
local failures = 0
local function check(cond, what)
  if not cond then failures = failures + 1; print("FAILED: " .. what) end
end

-- digits of an integer, computed without the C library
local function digits(n)
  if n == 0 then return "0" end
  local neg, s = n < 0, {}
  while n ~= 0 do
    local d = n % 10
    if neg and d ~= 0 then d = 10 - d end
    s[#s + 1] = string.char(48 + d)
    n = neg and -((-(n + d)) // 10) or n // 10
  end
  return (neg and "-" or "") .. string.reverse(table.concat(s))
end

local ints = { 0, 1, -1, 7, 9, 10, 99, 100, 999, 1000, 12345, -12345, 65535, 65536,
  2147483647, -2147483648, 4294967295, 4294967296, 999999999999, 1000000000000,
  9007199254740993, math.maxinteger, math.mininteger, math.maxinteger - 1,
  math.mininteger + 1, 0x7fffffff00000000, -0x10 }
for _, n in ipairs(ints) do
  local s = tostring(n)
  print(s, n .. "", #s)
  check(s == digits(n), "tostring(" .. digits(n) .. ")")
  check(math.tointeger(tonumber(s)) == n, "round trip " .. s)
end

-- a deterministic spread of integers of every length
local x = 88172645463325252
for i = 1, 2000 do
  x = x ~ (x << 13); x = x ~ (x >> 7); x = x ~ (x << 17)
  local n = x >> (i % 64)
  if i % 3 == 0 then n = -n end
  local s = tostring(n)
  check(s == digits(n), "spread " .. s)
  if i % 50 == 0 then print(i, s) end
end

local floats = { 0.0, -0.0, 0.1, 0.5, 1.5, -2.25, 1/3, 2/3, 1e15, 1e16, 1e100, 1e-5,
  1e-300, 2^53, 2^63, -2^63, 123456789012345678.0, 3.14159265358979, 1e308 * 10,
  -1e308 * 10, 5e-324, 1.7976931348623157e308, 100.0, 1e14, 123.456, 0.000123456 }
for _, f in ipairs(floats) do
  local s = tostring(f)
  print(s, f .. "", #s, math.type(f))
  if f == f and f ~= math.huge and f ~= -math.huge then
    check(tonumber(s) ~= nil, "tonumber(" .. s .. ")")
  end
end
print(tostring(0/0):gsub("^%-", ""), 0/0 ~= 0/0)

-- floats from a deterministic generator, through "%.14g" and back
local y = 12345
for i = 1, 2000 do
  y = (y * 1103515245 + 12345) % 2147483648
  local f = (y / 2147483648 - 0.5) * 10 ^ ((i % 40) - 20)
  local s = tostring(f)
  local back = tonumber(s)
  check(back ~= nil and math.abs(back - f) <= math.abs(f) * 1e-13, "float " .. s)
  if i % 40 == 0 then print(i, s) end
end

local t = {}
for i = -20, 20 do t[#t + 1] = i * 37 end
for i = 1, 10 do t[#t + 1] = i / 8 end
print(table.concat(t, ","))
print(#table.concat(t))
print(1 .. 2, 1.0 .. "", -0.0 .. "", 2^31 .. "", 10 // 3, 10 / 4, 7 % -3, -7 // 2)

print(failures == 0 and "tostring: ok" or ("tostring: " .. failures .. " failures"))
os.exit(failures == 0 and 0 or 1)
