-- string.format: Lua passes each directive to the C library with a format it builds at
-- run time (so those calls stay as they are), but %q and hex floats use literal formats.
local failures = 0
local function check(cond, what)
  if not cond then failures = failures + 1; print("FAILED: " .. what) end
end

local ints = { 0, 1, -1, 42, -42, 255, 65535, 2147483647, -2147483648, math.maxinteger,
  math.mininteger, 1000000 }
local ifmts = { "%d", "%5d", "%-5d|", "%05d", "%+d", "% d", "%x", "%X", "%#x", "%o",
  "%#o", "%.3d", "%10.4d", "%i", "%-+8d|", "%.0d" }
for _, f in ipairs(ifmts) do
  local row = {}
  for _, n in ipairs(ints) do row[#row + 1] = string.format(f, n) end
  print(f, table.concat(row, " "))
end

local floats = { 0.0, -0.0, 1.0, -1.5, 0.1, 1/3, 1e10, 1e-10, 123456.789, 2^53, 1e300,
  math.huge, -math.huge, 5e-324 }
local ffmts = { "%f", "%.0f", "%.3f", "%10.2f", "%-10.2f|", "%+.1f", "%e", "%.2E", "%g",
  "%.3g", "%10g", "%#g", "%a", "%A", "%.3a", "%5.1f", "%.14g", "%.17g", "%.99f" }
for _, f in ipairs(ffmts) do
  local row = {}
  for _, n in ipairs(floats) do row[#row + 1] = string.format(f, n) end
  print(f, table.concat(row, " "))
end

local strs = { "", "a", "hello", "with space", "tab\tnl\n", "\0zero", "é中" }
for _, f in ipairs({ "%s", "%10s|", "%-10s|", "%.2s", "%q", "%5.1s|" }) do
  local row = {}
  for _, s in ipairs(strs) do
    if not (f ~= "%s" and f ~= "%q" and s:find("\0", 1, true)) then
      row[#row + 1] = string.format(f, s)
    end
  end
  print(f, table.concat(row, "|"))
end

for c = 0, 255, 17 do io.write(string.format("%c", c)) end
print()
for _, v in ipairs({ 0, 1, -1, math.mininteger, math.maxinteger, 0.5, -0.0, 1e100,
    math.huge, -math.huge, 0/0, "a\0b\1c\0019\r\n\"\\", true, false }) do
  local q = string.format("%q", v)
  print(q)
  if v == v then check(load("return " .. q)() == v, "%q round trip " .. q) end
end
for i = 0, 31 do io.write(string.format("%q", string.char(i) .. "x"), string.format("%q", string.char(i) .. "1")) end
print()

-- %d against digits computed in Lua; %x against a Lua hex conversion
local hexd = "0123456789abcdef"
local function hex(n)
  local s = ""
  repeat s = hexd:sub(n % 16 + 1, n % 16 + 1) .. s; n = n // 16 until n == 0
  return s
end
local x = 2463534242
for i = 1, 3000 do
  x = (x * 6364136223846793005 + 1442695040888963407)
  local n = x >> (i % 60 + 1)
  check(string.format("%x", n) == hex(n), "%x of " .. n)
  check(string.format("%5d", n % 100000) == string.rep(" ", 5 - #tostring(n % 100000)) .. tostring(n % 100000), "%5d")
end
print(string.format("%s %s %s", 1, 1.5, "x"), string.format("%10.3s|%-3d|%3c", "abcdef", 7, 65))
print(string.format("%5s%%", 10), select("#", string.format("")))

print(failures == 0 and "format: ok" or ("format: " .. failures .. " failures"))
os.exit(failures == 0 and 0 or 1)
