import UIKit

/// The app's entry point: a window whose root is a navigation stack with the
/// catalog of examples.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        let catalog = CatalogViewController(demos: DemoCatalog.all)
        let navigation = UINavigationController(rootViewController: catalog)
        catalog.show = { [weak navigation] screen in navigation?.pushViewController(screen, animated: true) }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        self.window = window
        return true
    }
}
