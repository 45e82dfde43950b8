#!/usr/bin/env python3
"""The report in headless Chromium, as a person would use it.

Loads the site's index and every spec page and checks: no console error;
every picture drawn; every height in the tables equal to `sheetspec plan`'s;
every standard gesture of every sheet, replayed on one device, ending at the
height of the last frame `sheetspec simulate` prints for the command the page
shows; the device picker changing the device; the player working from the
keyboard. Saves index.png and spec.png. Prints `N passed, N failed`.
"""
import argparse
import json
import pathlib
import os
import shlex
import shutil
import subprocess
import sys
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select, WebDriverWait

passed = 0
failed = 0


def check(condition, what):
    global passed, failed
    if condition:
        passed += 1
    else:
        failed += 1
        print(f"FAIL: {what}")


def browser(chromium):
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,1600",
                     "--disable-dev-shm-usage", "--allow-file-access-from-files"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # The driver is named, so Selenium Manager (which would look for a browser
    # online and send usage statistics) is never started.
    driver = shutil.which("chromedriver")
    if driver is None:
        sys.exit("error: chromedriver is not on PATH")
    return webdriver.Chrome(options=options, service=Service(executable_path=driver))


def console_errors(driver):
    return [entry["message"] for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]


def pictures_drawn(driver):
    """Loads every lazy picture and returns (count, the ones not drawn)."""
    driver.execute_script("document.querySelectorAll('img').forEach(function (i) { i.loading = 'eager'; });")
    WebDriverWait(driver, 30).until(
        lambda d: d.execute_script("return Array.from(document.images).every(function (i) { return i.complete; });"))
    broken = driver.execute_script(
        "return Array.from(document.images).filter(function (i) { return !(i.naturalWidth > 0); })"
        ".map(function (i) { return i.getAttribute('src'); });")
    return len(driver.find_elements(By.TAG_NAME, "img")), broken


def plan_heights(sheetspec, specs):
    """(os, profile, orientation, sheet, detent) -> height, as `plan` prints it."""
    heights = {}
    for os_name in ("ios-26", "ios-18"):
        plan = json.loads(subprocess.run([sheetspec, "plan", specs, "--os", os_name, "--quiet"],
                                         check=True, capture_output=True, text=True).stdout)
        for sheet in plan["sheets"]:
            for layout in sheet["layouts"]:
                for screen in layout["screens"]:
                    for detent in screen["detents"]:
                        key = (os_name, layout["profile"], screen["orientation"], sheet["id"], detent["id"])
                        heights[key] = detent["height"]
    return heights


def simulated_end(sheetspec, command):
    words = shlex.split(command)
    assert words[:2] == ["sheetspec", "simulate"], command
    result = subprocess.run([sheetspec] + words[1:],
                            check=True, capture_output=True, text=True)
    return json.loads(result.stdout)["frames"][-1]["height"]


def check_page_numbers(driver, heights, page):
    shown = driver.execute_script("""
        var rows = [];
        document.querySelectorAll('section.sheet').forEach(function (section) {
          var sheet = section.querySelector('.player').getAttribute('data-sheet');
          section.querySelectorAll('tr[data-key] td[data-detent]').forEach(function (cell) {
            rows.push([cell.parentNode.getAttribute('data-key'), sheet, cell.getAttribute('data-detent'),
                       cell.querySelector('.height').textContent]);
          });
        });
        return rows;""")
    mismatches = []
    for key, sheet, detent, text in shown:
        os_name, profile, orientation = key.split("/")
        expected = heights.get((os_name, profile, orientation, sheet, detent))
        if expected is None or float(text) != float(expected):
            mismatches.append(f"{sheet} {key} {detent}: page {text}, plan {expected}")
    check(shown and not mismatches, f"{page}: {len(shown)} heights equal plan's ({mismatches[:3]})")
    return len(shown)


def replay(driver, player, sheetspec, device, gesture, page):
    Select(player.find_element(By.CSS_SELECTOR, ".device")).select_by_value(device)
    Select(player.find_element(By.CSS_SELECTOR, ".gesture")).select_by_value(gesture)
    play = player.find_element(By.CSS_SELECTOR, ".play")
    if not play.is_enabled():
        return False
    command = player.find_element(By.CSS_SELECTOR, ".command code").text
    play.click()
    WebDriverWait(driver, 20).until(lambda d: player.get_attribute("data-state") == "done")
    shown = float(player.get_attribute("data-final-height"))
    expected = simulated_end(sheetspec, command)
    check(shown == expected, f"{page} {player.get_attribute('data-sheet')} {device} {gesture}: "
          f"replay ends at {shown}, simulate at {expected}")
    return True


def main():
    os.environ["SE_AVOID_STATS"] = "true"

    parser = argparse.ArgumentParser()
    parser.add_argument("--site", required=True)
    parser.add_argument("--sheetspec", required=True)
    parser.add_argument("--specs", required=True)
    parser.add_argument("--chromium", required=True)
    parser.add_argument("--screenshots", required=True)
    parser.add_argument("--extra-failures", type=int, default=0)
    arguments = parser.parse_args()
    global failed
    failed += arguments.extra_failures
    site = pathlib.Path(arguments.site).resolve()
    shots = pathlib.Path(arguments.screenshots)
    heights = plan_heights(arguments.sheetspec, arguments.specs)
    driver = browser(arguments.chromium)
    started = time.time()
    try:
        driver.get((site / "index.html").as_uri())
        check(not console_errors(driver), f"index.html: console errors {console_errors(driver)}")
        links = sorted({a.get_attribute("href").split("#")[0]
                        for a in driver.find_elements(By.CSS_SELECTOR, "table.index a[href*='specs/']")})
        check(len(links) == len(list((site / "specs").glob("*.html"))), f"the index links every page ({len(links)})")
        check(len(driver.find_elements(By.CSS_SELECTOR, "main h1")) == 1, "index.html has one h1 in main")
        driver.save_screenshot(str(shots / "index.png"))

        replays = 0
        for link in links:
            page = link.rsplit("/", 1)[-1]
            driver.get(link)
            check(not console_errors(driver), f"{page}: console errors {console_errors(driver)}")
            count, broken = pictures_drawn(driver)
            check(count > 0 and not broken, f"{page}: {count} pictures drawn, not drawn: {broken}")
            alts = driver.execute_script(
                "return Array.from(document.images).filter(function (i) { return !i.alt; }).length;")
            check(alts == 0, f"{page}: every picture has a text alternative")
            unlabelled = driver.execute_script(
                "return Array.from(document.querySelectorAll('select, button')).filter(function (c) {"
                " return c.tagName === 'BUTTON' ? !c.textContent.trim() : !(c.labels && c.labels.length); }).length;")
            check(unlabelled == 0, f"{page}: every control is labelled")
            check_page_numbers(driver, heights, page)
            players = driver.find_elements(By.CSS_SELECTOR, ".player")
            for player in players:
                driver.execute_script("arguments[0].scrollIntoView();", player)
                for gesture in ("slow-release", "flick-up", "flick-down", "keyboard-release"):
                    if replay(driver, player, arguments.sheetspec, "ios-26/iphone-16/portrait", gesture, page):
                        replays += 1
            # The picker changes the device: the stage, the readout and the drawn screen follow.
            player = players[0]
            picker = Select(player.find_element(By.CSS_SELECTOR, ".device"))
            picker.select_by_value("ios-26/iphone-se-3/portrait")
            small = player.find_element(By.CSS_SELECTOR, ".screen").size["width"]
            picker.select_by_value("ios-18/ipad-pro-13-m4/landscape")
            stage = player.find_element(By.CSS_SELECTOR, ".stage").get_attribute("aria-label")
            readout = player.find_element(By.CSS_SELECTOR, ".readout").text
            large = player.find_element(By.CSS_SELECTOR, ".screen").size["width"]
            check("iPad Pro 13-inch (M4), landscape, iOS 17–18" in stage and "iPad Pro 13-inch (M4)" in readout
                  and large != small, f"{page}: the device picker changes the device ({stage!r}, {small} → {large})")
            check(not console_errors(driver), f"{page}: no console error after playing")

        # The keyboard alone: Tab from the device picker to the gesture picker and the
        # Play button, Space plays.
        driver.get(links[0])
        player = driver.find_element(By.CSS_SELECTOR, ".player")
        Select(player.find_element(By.CSS_SELECTOR, ".device")).select_by_value("ios-26/iphone-16/portrait")
        device = player.find_element(By.CSS_SELECTOR, ".device")
        device.send_keys(Keys.TAB)
        check(driver.switch_to.active_element.get_attribute("class") == "gesture", "Tab reaches the gesture picker")
        driver.switch_to.active_element.send_keys(Keys.TAB)
        check(driver.switch_to.active_element.get_attribute("class") == "play", "Tab reaches the Play button")
        driver.switch_to.active_element.send_keys(Keys.SPACE)
        WebDriverWait(driver, 20).until(lambda d: player.get_attribute("data-state") == "done")
        check(player.get_attribute("data-state") == "done", "Space plays the gesture")
        check(replays >= 4 * len(links), f"{replays} gestures replayed")

        spec = site / "specs" / "now-playing.html"
        driver.get(spec.as_uri())
        player = driver.find_element(By.CSS_SELECTOR, ".player")
        driver.execute_script("arguments[0].scrollIntoView();", player)
        replay(driver, player, arguments.sheetspec, "ios-26/iphone-16/portrait", "flick-up", "now-playing.html")
        driver.execute_script("window.scrollTo(0, 0);")
        driver.save_screenshot(str(shots / "spec.png"))
    finally:
        driver.quit()
    print(f"browser: {len(links)} pages and the index in {time.time() - started:.1f} s")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
