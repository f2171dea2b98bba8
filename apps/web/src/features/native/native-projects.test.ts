import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * What the stores accept, read from the committed native projects (no Android SDK or Xcode needed):
 * Google Play takes new apps and updates only at target API 36 (Android 16) since 31 August 2026, and
 * the project must agree with the Capacitor it is synced with (docs/native.md).
 */
const web = path.resolve(import.meta.dirname, '../../..');
const repo = path.resolve(web, '../..');
const read = (...parts: string[]) => readFileSync(path.join(...parts), 'utf8');

/** An installed package's folder: the workspace's own node_modules, else the hoisted one. */
function installed(name: string): string {
  const own = path.join(web, 'node_modules', name);
  return existsSync(own) ? own : path.join(repo, 'node_modules', name);
}

function gradleNumber(text: string, name: string): number {
  const m = new RegExp(`^\\s*${name}\\s*=\\s*(\\d+)\\s*$`, 'm').exec(text);
  if (!m) throw new Error(`${name} not found`);
  return Number(m[1]);
}

/** "8.13.0" → [8, 13, 0], for comparing versions part by part. */
const parts = (v: string) => v.split('.').map(Number);
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  }
  return true;
}

const capacitorPackages = [
  '@capacitor/core',
  '@capacitor/cli',
  '@capacitor/android',
  '@capacitor/ios',
  '@capacitor/app',
  '@capacitor/push-notifications',
  '@capawesome/capacitor-app-update',
];

describe('the native projects', () => {
  it('use Capacitor 8 throughout: declared and installed', () => {
    const pkg = JSON.parse(read(web, 'package.json')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const declared = { ...pkg.dependencies, ...pkg.devDependencies };
    for (const name of capacitorPackages) {
      expect(declared[name], name).toMatch(/^\^?8\./);
      const { version } = JSON.parse(read(installed(name), 'package.json')) as { version: string };
      expect(`${name}@${version}`).toMatch(/@8\.\d+\.\d+$/);
    }
  });

  it('Android compiles against and targets API 36 or later, with the minimum Capacitor 8 builds for', () => {
    const variables = read(web, 'android', 'variables.gradle');
    expect(gradleNumber(variables, 'compileSdkVersion')).toBeGreaterThanOrEqual(36);
    expect(gradleNumber(variables, 'targetSdkVersion')).toBeGreaterThanOrEqual(36);

    // @capacitor/android's own library: the SDK levels it falls back to are the ones it expects of the app.
    const capacitor = read(installed('@capacitor/android'), 'capacitor', 'build.gradle');
    const capMin = Number(/minSdkVersion[^\n]*:\s*(\d+)/.exec(capacitor)?.[1]);
    const capCompile = Number(/compileSdk[^\n]*:\s*(\d+)/.exec(capacitor)?.[1]);
    expect(capMin).toBeGreaterThan(0);
    expect(gradleNumber(variables, 'minSdkVersion')).toBeGreaterThanOrEqual(capMin);
    expect(gradleNumber(variables, 'compileSdkVersion')).toBeGreaterThanOrEqual(capCompile);

    // The app module takes its levels from variables.gradle, so the figures above are the ones built.
    const app = read(web, 'android', 'app', 'build.gradle');
    expect(app).toMatch(/compileSdk\s*=?\s*rootProject\.ext\.compileSdkVersion/);
    expect(app).toMatch(/targetSdkVersion\s+rootProject\.ext\.targetSdkVersion/);
    expect(app).toMatch(/minSdkVersion\s+rootProject\.ext\.minSdkVersion/);
  });

  it('Android builds with the Gradle plugin @capacitor/android uses, on a Gradle that plugin accepts', () => {
    const agpOf = (text: string) => /com\.android\.tools\.build:gradle:([\d.]+)/.exec(text)?.[1] ?? '0';
    const agp = agpOf(read(web, 'android', 'build.gradle'));
    const capacitorAgp = agpOf(read(installed('@capacitor/android'), 'capacitor', 'build.gradle'));
    expect(atLeast(agp, capacitorAgp), `AGP ${agp} < ${capacitorAgp}`).toBe(true);

    const wrapper = read(web, 'android', 'gradle', 'wrapper', 'gradle-wrapper.properties');
    const gradle = /gradle-([\d.]+)-(?:all|bin)\.zip/.exec(wrapper)?.[1] ?? '0';
    // AGP 8.x needs a Gradle of at least its own major.minor.
    const [major, minor] = parts(agp);
    expect(atLeast(gradle, `${major}.${minor}`), `Gradle ${gradle} for AGP ${agp}`).toBe(true);
  });

  it('iOS deploys to the iOS version Capacitor 8 requires, on the newest SDK, in a UIScene', () => {
    const podspec = read(installed('@capacitor/ios'), 'Capacitor.podspec');
    const required = /deployment_target\s*=\s*'([\d.]+)'/.exec(podspec)?.[1] ?? '99';
    expect(required).toBe('15.0');

    const pbxproj = read(web, 'ios', 'App', 'App.xcodeproj', 'project.pbxproj');
    const targets = [...pbxproj.matchAll(/IPHONEOS_DEPLOYMENT_TARGET = ([\d.]+);/g)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(t).toBe(required);
    // "iphoneos" is whichever iOS SDK the Xcode in use has: never pinned to an older one.
    const sdks = new Set([...pbxproj.matchAll(/SDKROOT = ([^;]+);/g)].map((m) => m[1]));
    expect([...sdks]).toEqual(['iphoneos']);

    const podfile = read(web, 'ios', 'App', 'Podfile');
    expect(/platform :ios, '([\d.]+)'/.exec(podfile)?.[1]).toBe(required);

    // Apps built with Xcode 27's SDK do not launch without the scene lifecycle (Capacitor 8.5's template).
    const plist = read(web, 'ios', 'App', 'App', 'Info.plist');
    expect(plist).toContain('<key>UIApplicationSceneManifest</key>');
    expect(plist).toContain('<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>');
    expect(pbxproj).toMatch(/SceneDelegate\.swift in Sources/);
    expect(read(web, 'ios', 'App', 'App', 'AppDelegate.swift')).toContain(
      'config.delegateClass = SceneDelegate.self',
    );
  });
});
