/**
 * A signed-in device's name from its User-Agent header, as people say it: 'Chrome on Android',
 * 'Safari on iPhone'. Only the browser and the system are named (no versions, no models); either
 * is null when the header does not say it. The order of the checks matters: Edge, Opera, Samsung
 * Internet and the others name Chrome (and Safari) in their headers too, and KaiOS names Android.
 */
export interface DeviceName {
  browser: string | null
  os: string | null
}

const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|OPiOS|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bUC ?Browser\//, 'UC Browser'],
  [/\bMiuiBrowser\//, 'Mi Browser'],
  [/\bYaBrowser\//, 'Yandex Browser'],
  [/\bInstagram\b/, 'Instagram'],
  [/\bFBAN\/|\bFBAV\/|\bFB_IAB\//, 'Facebook'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\bChromium\//, 'Chromium'],
  [/\b(?:HeadlessChrome|Chrome|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
]

const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bKAIOS\b/i, 'KaiOS'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\biPod\b/, 'iPod'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMacintosh\b|\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
]

export function deviceName(userAgent: string): DeviceName {
  const ua = userAgent.slice(0, 1000)
  const os = SYSTEMS.find(([re]) => re.test(ua))?.[1] ?? null
  // KaiOS phones (the JioPhone) name Firefox, whose engine their own browser uses.
  const browser = os === 'KaiOS' ? null : (BROWSERS.find(([re]) => re.test(ua))?.[1] ?? null)
  return { browser, os }
}
