import type { ArticleBody } from '../types';

/** The body of post 6; loaded only on its own article page. */
export const article6 = {
  lead: 'The smartphone is the most personal computer most people will ever own, and the expectations placed on the apps that run on it keep rising. Users want experiences that are instant, intelligent, private and available on every screen they touch, from the phone in their pocket to the watch on their wrist. In this article we look at the technologies and shifts that are shaping the next few years of mobile development, and what they mean for businesses planning an app today.',
  sections: [
    {
      heading: 'Cross-Platform Frameworks Have Come of Age',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Not long ago, building for iOS and Android meant two separate codebases, two teams and two release schedules. Cross-platform frameworks existed, but they often felt like compromises, with sluggish animations and awkward gaps in native features. That picture has changed. React Native and Flutter now power apps used by very large audiences, and for most business products they are the sensible default rather than the budget option.',
        },
        {
          kind: 'paragraph',
          text: 'React Native lets teams write mobile apps in JavaScript or TypeScript using the same component model as React on the web. Its New Architecture replaces the old asynchronous bridge with the JavaScript Interface, known as JSI, the Fabric renderer and TurboModules, allowing JavaScript and native code to communicate directly and efficiently. Combined with the Hermes engine, which is optimised for fast start-up on mobile devices, this closes much of the performance gap that critics once pointed to. Tooling such as Expo has also made project setup, native builds and over-the-air updates far simpler than they used to be.',
        },
        {
          kind: 'paragraph',
          text: 'Flutter takes a different approach. Written in Dart, it draws every pixel itself using its own rendering engine, Impeller, which gives designers precise control and consistent visuals across platforms. It is an excellent fit for brand-heavy interfaces, custom animations and products that also target web or desktop from the same codebase.',
        },
        {
          kind: 'list',
          items: [
            'Choose React Native when your team already works in JavaScript or TypeScript, or when sharing logic and developers with a React web app matters.',
            'Choose Flutter when pixel-perfect custom design and identical rendering on every device are top priorities.',
            'Consider Kotlin Multiplatform when you want to share business logic while keeping fully native user interfaces.',
            'In every case, budget for some native code: payments, sensors and background tasks often need it.',
          ],
        },
      ],
    },
    {
      heading: 'Where Native Development Still Wins',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cross-platform frameworks are not the answer to everything. Apps that push the hardware hard, such as advanced camera and video processing, augmented reality, high-frame-rate games or audio production tools, still benefit from Swift and Kotlin written directly against the platform APIs. The same is true when you need a new operating system feature on the day it is announced, because framework support can take time to arrive.',
        },
        {
          kind: 'paragraph',
          text: 'The practical future is hybrid. Many successful apps are built mostly in a cross-platform framework, with a handful of carefully written native modules for the demanding parts. Modern tooling makes this combination much smoother, so the choice is less about picking a side and more about deciding where each approach earns its place.',
        },
        {
          kind: 'paragraph',
          text: "When we help clients make this decision, we look at a short list of factors: the features on the roadmap for the next two years, the skills of the team who will maintain the app, how closely the design must follow each platform's conventions, and whether a web version is planned. Answering these questions honestly usually makes the right choice obvious, and it avoids an expensive change of direction after launch.",
        },
      ],
    },
    {
      heading: 'AI Moves Onto the Device',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Artificial intelligence in mobile apps used to mean sending data to a server and waiting for a response. Increasingly, the intelligence runs on the phone itself. Modern chipsets include dedicated neural processing units, and frameworks such as Core ML on iOS, ML Kit and LiteRT, formerly TensorFlow Lite, on Android, and ONNX Runtime across platforms make it practical to run models locally. Compact language models are now arriving on recent flagship devices as part of the operating system.',
        },
        {
          kind: 'paragraph',
          text: 'On-device AI brings three clear benefits. Responses are fast because there is no round trip to a server. Features keep working offline, which matters for field workers, travellers and users on patchy networks. And sensitive data such as photos, voice recordings or health information can stay on the device, which is a strong privacy story for both users and regulators.',
        },
        {
          kind: 'list',
          items: [
            'Smart text features: summarising, translating or drafting replies without uploading content.',
            'Camera intelligence: document scanning, object recognition and visual search.',
            'Personalisation that adapts content and recommendations to each user locally.',
            'Accessibility aids such as live captions, image descriptions and voice control.',
            'Fraud and anomaly detection that reacts instantly to unusual behaviour.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'The most capable apps will blend both worlds: quick, private inference on the device for everyday tasks, and larger cloud models for heavier reasoning when the user opts in. Through our AI and machine learning research work at CodeCrush, we see this hybrid pattern becoming the standard architecture for intelligent mobile features.',
        },
      ],
    },
    {
      heading: '5G, Edge Computing and Real-Time Experiences',
      blocks: [
        {
          kind: 'paragraph',
          text: 'As 5G coverage expands, apps can rely on higher bandwidth and lower latency than before. That opens the door to richer real-time experiences: high-quality video calls and live streaming inside everyday apps, collaborative editing that feels instant, cloud-rendered graphics and augmented reality that blends live data with the camera view.',
        },
        {
          kind: 'paragraph',
          text: 'Edge computing complements 5G by moving processing closer to the user, whether in regional data centres or at the network operator level. For applications such as logistics tracking, connected vehicles or smart retail, shaving time off every request can change what is possible.',
        },
        {
          kind: 'paragraph',
          text: 'There is an important caveat. Network quality varies enormously between cities, rural areas and countries, and even the best connection drops in a lift or on a train. Great mobile apps will continue to be designed offline-first, caching data locally, queuing actions until a connection returns and degrading gracefully rather than showing an error screen. Fast networks should make good apps better, not become an excuse for fragile ones.',
        },
      ],
    },
    {
      heading: 'Beyond the Phone: Wearables, Foldables and New Screens',
      blocks: [
        {
          kind: 'paragraph',
          text: "The phone is becoming the hub of a wider personal ecosystem. Smartwatches running watchOS or Wear OS handle notifications, payments, workouts and health tracking. Earbuds respond to voice. Cars display apps through Apple CarPlay and Android Auto, and tablets and foldable phones change shape in the user's hands. Each surface calls for a different kind of interaction, usually shorter and more focused than on the phone.",
        },
        {
          kind: 'paragraph',
          text: "For product teams, this means thinking in terms of moments rather than screens. A fitness app might show a glanceable summary on the watch, a detailed analysis on the phone and a weekly report on the tablet. A delivery app might surface live tracking on the lock screen and wrist so the user never needs to open the full app at all. Health platforms such as HealthKit and Health Connect let apps work with data from many devices, with the user's permission.",
        },
        {
          kind: 'paragraph',
          text: 'Foldables and large screens deserve particular attention. Layouts that simply stretch a phone design look clumsy; adaptive interfaces that rearrange into multiple panes when there is space feel purpose-built. Designing with responsive breakpoints from the start costs little and keeps the app ready for whatever form factors arrive next.',
        },
      ],
    },
    {
      heading: 'Super Apps and Mini Apps',
      blocks: [
        {
          kind: 'paragraph',
          text: 'In parts of Asia, super apps such as WeChat, Grab and Gojek combine messaging, payments, transport, food delivery and shopping in a single experience, with third-party services running as lightweight mini apps inside the host. The model is spreading, and in many markets, including Pakistan, digital wallets and banking apps have been steadily adding bill payments, mobile top-ups, ticketing and merchant services.',
        },
        {
          kind: 'paragraph',
          text: 'Not every business should try to build a super app, but the idea carries useful lessons. Users prefer fewer apps that do more, so consider whether your service could live inside an existing platform your customers already use, or whether your own app could host partner features. Modular architectures, shared design systems and well-documented APIs make either direction easier to pursue.',
        },
        {
          kind: 'quote',
          text: "The winning mobile products of the next decade will be the ones that fit into people's existing routines, not the ones that ask for yet another icon on the home screen.",
        },
      ],
    },
    {
      heading: 'Privacy and Security by Design',
      blocks: [
        {
          kind: 'paragraph',
          text: "Users have become much more aware of how their data is collected and shared, and the platforms have responded. On iOS, apps must ask permission before tracking users across other companies' apps and websites, and both the App Store and Google Play require developers to disclose what data they collect and why. Regulators in many regions continue to tighten rules on consent, data retention and children's privacy.",
        },
        {
          kind: 'paragraph',
          text: 'The future belongs to apps that treat privacy as a feature rather than a compliance chore. That means collecting only the data you truly need, processing it on the device where possible, explaining permissions in plain language at the moment they are requested, and giving users clear controls to view and delete their information.',
        },
        {
          kind: 'list',
          items: [
            'Passkeys and biometric sign-in to replace fragile passwords.',
            'Encrypted local storage for tokens and sensitive records.',
            'Certificate pinning and secure API design to protect data in transit.',
            'Regular dependency audits and security testing before every major release.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Security and privacy done well are not only about avoiding penalties. They build the trust that keeps users coming back, especially in finance, health, education and any app that handles personal or family information.',
        },
      ],
    },
    {
      heading: 'Faster Delivery and Continuous Improvement',
      blocks: [
        {
          kind: 'paragraph',
          text: 'How apps are delivered is changing as much as how they are built. Automated pipelines now compile, test, sign and submit builds to the stores with little manual effort, using tools such as Fastlane and cloud build services. Feature flags let teams release code safely and switch features on for a small group of users before everyone sees them.',
        },
        {
          kind: 'paragraph',
          text: "For JavaScript-based apps, over-the-air updates allow bug fixes and small improvements to reach users within hours rather than waiting for store review, as long as they stay within the stores' rules. Crash reporting, performance monitoring and product analytics close the loop, showing exactly where users struggle so the next release can address it.",
        },
        {
          kind: 'paragraph',
          text: 'Progressive web apps also deserve a place in the conversation. For some use cases, such as simple ordering, content or internal tools, a fast, installable web app may reach users more cheaply than a store app, and it can share much of its code with a React Native product built later.',
        },
      ],
    },
    {
      heading: 'Preparing Your App for What Comes Next',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You do not need to adopt every trend at once. The goal is to make choices today that keep future options open. In our mobile projects at CodeCrush, from booking and education apps to travel and lifestyle platforms, a few principles consistently pay off.',
        },
        {
          kind: 'list',
          ordered: true,
          items: [
            'Choose a mainstream framework with a strong community and a clear roadmap.',
            'Separate business logic from the interface so new screens and devices are easy to add.',
            'Design offline-first and accessible from the first sprint.',
            'Build a clean, versioned API that the app, web and future partners can all share.',
            'Invest in automated testing and release pipelines before the app grows large.',
            'Treat privacy, analytics and AI features as product decisions, not afterthoughts.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'Just as important is a habit of regular review. Operating systems ship major updates every year, store policies change, and user expectations move with them. Scheduling time each year to update dependencies, adopt new platform capabilities and retire outdated features keeps an app healthy and avoids the costly rewrites that neglected codebases eventually require.',
        },
      ],
    },
  ],
  conclusion: [
    'Mobile development is entering a period where the tools are more capable than ever. Cross-platform frameworks like React Native and Flutter deliver near-native quality from a single codebase, on-device AI brings fast and private intelligence to everyday features, and faster networks and new devices expand where and how people use apps.',
    "At the same time, the fundamentals have not changed. The apps that succeed solve a real problem, respect their users' time and privacy, work reliably when the network does not, and keep improving after launch. New technology is most valuable when it serves those goals rather than replacing them.",
    'If you are planning a new app or modernising an existing one, the CodeCrush team can help you choose the right framework, architecture and roadmap for your audience. Reach out to start a conversation about where your mobile product could go next.',
  ],
} as const satisfies ArticleBody;
