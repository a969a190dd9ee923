/** Module 1: Secure Your Devices (Essential, 45 minutes). */
import type { ModuleContent } from "~/content/types";

export const SECURE_DEVICES_MODULE: ModuleContent = [
  {
    kind: "overview",
    text: "Your phone, tablet, and computer hold the keys to your bank, your email, and your photos. A few settings, turned on once, make it much harder for a criminal to get in. This module walks you through six of them, one at a time, in plain steps. You do not need to be good with technology. If you get stuck, ask a family member you trust to sit with you, and never accept help from someone who contacted you first.",
  },
  {
    kind: "threats",
    items: [
      "Criminals use known weaknesses in old software. Updates close those holes, but only if you install them.",
      "A lost or stolen phone with no screen lock lets a stranger open your email, texts, and banking apps.",
      "Short or reused passwords are easy to guess. When one website is hacked, criminals try the same password on your other accounts.",
      "Fake “security warnings” and callers pretending to be Microsoft, Apple, or your internet company try to get you to let them control your computer.",
      "Public Wi-Fi in cafés, hotels, and airports can be copied by a criminal who sets up a fake network with a similar name.",
      "Ransomware (harmful software that locks your files and demands payment) can wipe out years of photos if you have no backup.",
    ],
  },
  {
    kind: "steps",
    items: [
      {
        title: "Turn on automatic updates",
        duration: "5 minutes",
        importance: "Critical",
        content: [
          "On an iPhone or iPad: open Settings, tap General, tap Software Update, then tap Automatic Updates and turn everything on.",
          "On an Android phone: open Settings and look for System, then Software update (the exact words vary by phone maker). Turn on automatic updates if offered.",
          "On a Windows computer: open Settings, choose Windows Update, and make sure updates are not paused.",
          "On a Mac: open System Settings, choose General, then Software Update, and turn on automatic updates.",
          "Also let your apps update themselves: in the App Store or Google Play Store settings, turn on automatic app updates.",
          "Leave your phone on its charger overnight now and then. Many updates install while it charges.",
        ],
        tips: [
          "Real update messages appear in your device's own Settings. A pop-up on a website saying “Update now!” is not a real update. Close it.",
          "If your device is so old that it no longer gets updates, it is time to plan for a newer one. Do not do banking on it.",
        ],
      },
      {
        title: "Lock your screen",
        duration: "5 minutes",
        importance: "Important",
        content: [
          "Set a passcode of at least 6 digits. On an iPhone: Settings, then Face ID & Passcode (or Touch ID & Passcode). On Android: Settings, then Security or Lock screen.",
          "Add your face or fingerprint if your device offers it. It is quick for you and hard for a thief.",
          "Set the screen to lock itself after 1 or 2 minutes. On an iPhone this is under Settings, Display & Brightness, Auto-Lock.",
          "Turn on Find My (iPhone) or Find My Device (Android). If your phone is lost, you can lock or erase it from another device.",
          "Do not use easy codes like 123456, 111111, or your birth year.",
        ],
        tips: ["Write your passcode on a card and keep it at home in a safe place, not in your wallet with the phone."],
      },
      {
        title: "Use strong passphrases and a password manager",
        duration: "10 minutes",
        importance: "Critical",
        content: [
          "Make every password at least 10 characters long. Longer is better.",
          "The easiest strong password is a passphrase: four or more random words strung together, like “purple-teapot-river-bicycle”. Pick your own words, not this example.",
          "Use a different password for every important account, starting with your email and your bank. Your email matters most, because it is used to reset all your other passwords.",
          "A password manager is an app that creates, remembers, and fills in strong passwords for you. You only remember one main passphrase. iPhones and Macs have one built in (the Passwords app or iCloud Keychain), and Android phones have Google Password Manager.",
          "If you prefer paper, a written password notebook kept at home in a safe place is far better than reusing one password everywhere.",
          "Change a password right away if a company tells you it was involved in a data breach (when hackers steal customer information).",
        ],
        warning:
          "Never tell a password to anyone who calls, texts, or emails you. This is true even if they say they are from your bank, Microsoft, Apple, or the government. Real companies never ask for it.",
        examples: [
          "Weak: Fluffy1947 (a pet's name and a birth year are easy to find online).",
          "Strong: a passphrase of four unrelated words that means nothing to anyone else.",
        ],
      },
      {
        title: "Turn on two-factor authentication",
        duration: "10 minutes",
        importance: "Critical",
        content: [
          "Two-factor authentication (a second check, like a code sent to your phone) means a thief needs both your password and your phone to get in. Websites may call it “two-step verification” or “2-step verification”.",
          "Step 1: Sign in to the account yourself, on the company's official app or the website address you typed in. Start with your email, then your bank.",
          "Step 2: Open the account settings. Look for a section called Security, Login & security, or Sign-in & security.",
          "Step 3: Find two-factor authentication or two-step verification and tap Turn on (or Get started).",
          "Step 4: Choose how to get your codes. A text message to your mobile phone is easy. An authenticator app (a free app that shows a new code every 30 seconds) is even safer.",
          "Step 5: The company sends you a code. Type it in to confirm. If it offers backup codes, write them down and keep them at home with your important papers.",
        ],
        warning:
          "A sign-in code is like a key to your house. Never read it out or send it to anyone who contacts you, for any reason. A real company will never call or text to ask you for a code it sent you.",
        tips: [
          "If a code arrives when you did not try to sign in, someone may have your password. Do not share the code. Change that password.",
          "Some accounts now offer passkeys (you sign in with your face, fingerprint, or phone screen lock instead of a password). These are safe to use if offered.",
        ],
      },
      {
        title: "Back up your photos and files",
        duration: "10 minutes",
        importance: "Important",
        content: [
          "On an iPhone: open Settings, tap your name at the top, tap iCloud, then iCloud Backup, and turn it on.",
          "On Android: open Settings and look for Google, then Backup (the words vary by phone). Turn on backup. Google Photos can also back up your pictures.",
          "On a computer: copy important files and photos to an external hard drive or USB stick, then unplug it and store it safely. Windows has OneDrive and Macs have Time Machine to help.",
          "Keep two copies of anything you cannot replace: one in the cloud (online storage) and one on a drive at home.",
          "Check once in a while that a backup worked by opening a photo from it.",
        ],
        tips: ["With a good backup, a broken phone or a ransomware attack is an inconvenience, not a disaster."],
      },
      {
        title: "Use Wi-Fi safely and never allow remote access",
        duration: "5 minutes",
        importance: "Recommended",
        content: [
          "At home, make sure your Wi-Fi has a password. Does it still use the password printed on the router from the day it was installed? Then ask your internet company or a trusted relative to help change it.",
          "On public Wi-Fi, do not sign in to your bank or enter card numbers. Use your phone's mobile data instead, or wait until you are home.",
          "Turn off automatic joining of open networks, and check the exact network name with staff before connecting.",
          "Never let anyone who contacted you first connect to your computer or phone. Remote access tools (apps such as AnyDesk or TeamViewer that let another person control your screen) are a favorite of scammers.",
          "Microsoft and Apple never put phone numbers in pop-up warnings. If a pop-up says your computer is infected and to call a number, close the browser. If it will not close, turn the computer off and back on.",
        ],
        warning:
          "If you already let a stranger into your computer, disconnect it from the internet and turn it off. Call your bank from a different phone. Change your passwords from a different device. The FTC's malware advice at {{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware explains what to do next.",
      },
    ],
  },
  {
    kind: "quickWins",
    items: [
      "Open Settings right now and install any waiting software update.",
      "Set your screen to lock automatically after 1 or 2 minutes.",
      "Turn on Find My (iPhone) or Find My Device (Android).",
      "Change your email password to a passphrase of four or more random words.",
      "Tape a note by your computer: “Pop-ups with phone numbers are fake. Close them.”",
      "Tell your family you will never let a caller control your computer, so they can remind you.",
    ],
  },
  {
    kind: "redFlags",
    items: [
      {
        category: "Fake security warnings",
        examples: [
          "A pop-up fills the screen, beeps, and says your computer is infected.",
          "The warning gives a phone number to call for “Microsoft Support” or “Apple Support”.",
          "It says not to turn off your computer or you will lose everything.",
        ],
        reality:
          "This is a web page designed to scare you. Your computer is usually fine. Close the browser or restart the computer, and never call the number.",
      },
      {
        category: "Requests to control your device",
        examples: [
          "A caller asks you to type a web address or download an app so they can “fix” something.",
          "They ask you to read them a code shown on your screen.",
          "They offer a refund for a service you never bought and need to “get into” your computer to send it.",
        ],
        reality:
          "Once they are connected, they can see your bank and move money or plant harmful software. Hang up. No real company asks for this out of the blue.",
      },
      {
        category: "Requests for passwords or codes",
        examples: [
          "“We need to verify your identity. Please read me the code we just texted you.”",
          "An email asks you to “confirm your password” by clicking a link.",
        ],
        reality: "The code or password is exactly what they need to break into your account. Real companies never ask for them.",
      },
    ],
  },
  {
    kind: "psychologyTactics",
    items: [
      {
        tactic: "Fear and alarm",
        howItWorks:
          "Flashing screens, loud beeps, and words like “virus” or “hacked” are meant to make you panic so you act before you think.",
        defense:
          "Real problems do not shout at you. Stop, take a breath, and close the window. Call a trusted relative or the store where you bought the device if you are worried.",
      },
      {
        tactic: "Pretending to be a trusted brand",
        howItWorks:
          "Scammers use Microsoft, Apple, Amazon, or your internet company's name and logo so you feel you are dealing with someone safe.",
        defense:
          "Find the company's contact details yourself, from a bill, the back of your card, or the box your device came in. Never use a number from a pop-up, email, or caller.",
      },
      {
        tactic: "The helpful expert",
        howItWorks:
          "A friendly, patient caller “walks you through” steps that feel technical. Each small yes makes the next request feel normal, until they have full control.",
        defense: "You are allowed to say no to anyone who contacted you first. Say “I don't allow remote access” and hang up.",
      },
    ],
  },
  {
    kind: "practiceScenarios",
    items: [
      {
        scenario:
          "You are reading the news on your computer when the screen turns red and a voice says your computer is infected. A box says: “Call Microsoft Support now at 1-8XX-XXX-XXXX. Do not shut down.”",
        redFlags: ["A phone number in a pop-up warning.", "Loud alarm and pressure to act now.", "An order not to turn off the computer."],
        response:
          "Do not call. Close the browser. If it will not close, hold the power button until the computer turns off, then turn it back on. If you are still worried, ask a trusted relative or a local repair shop you found yourself.",
      },
      {
        scenario:
          "A caller says he is from your internet company. He says hackers are using your Wi-Fi and he needs you to install an app so he can secure your router.",
        redFlags: [
          "You did not contact them first.",
          "He wants you to install an app that lets him control your device.",
          "Urgent talk of hackers.",
        ],
        response:
          "Say “I'll call the company myself” and hang up. Call the number on your internet bill. Never install an app because a caller told you to.",
      },
      {
        scenario:
          "You get a text: “Your sign-in code is 482913. Do not share it with anyone.” A minute later a caller says he is from your bank's fraud team and needs that code to stop a thief.",
        redFlags: [
          "A code you did not request.",
          "Someone asking you to read back a sign-in code.",
          "The call came right after the code, which means the caller is the one trying to sign in.",
        ],
        response:
          "Never share the code. Hang up. Call your bank on the number printed on your card, and change your password for that account.",
      },
    ],
  },
  {
    kind: "resources",
    items: [
      {
        name: "FTC Consumer Advice",
        url: "{{url:consumerFtcSite}}",
        description: "The Federal Trade Commission's plain-language guides to online security, passwords, and common scams.",
      },
      {
        name: "FTC: How to Recognize, Remove, and Avoid Malware",
        url: "{{url:consumerFtcSite}}articles/how-recognize-remove-avoid-malware",
        description: "What to do if you think harmful software is on your computer or a stranger had remote access.",
      },
      {
        name: "{{fact:identityTheftSite}}",
        url: "{{url:identityTheftSite}}",
        description: "The FTC's step-by-step recovery plan if your passwords or personal information were stolen.",
      },
      {
        name: "AARP Fraud Watch Network",
        url: "{{url:aarpSite}}money/scams-fraud/",
        description:
          "Free scam alerts and a helpline ({{fact:aarpHelpline}}) staffed by trained volunteers. You do not need to be an AARP member.",
      },
    ],
  },
];
